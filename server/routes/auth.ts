import {
  ChangePasswordBody,
  EmailBody,
  authErrors as errors,
  LoginBody,
  LoginResponse,
  PasswordResetBody,
  RegisterBody,
  RegisterResponse,
  ResetLinkBody,
  VerifyBody,
  VerifyResponse,
} from '@common/api/auth';
import { MessageBody as Message, NoContent } from '@common/api/errors';
import type { ApiRoutes } from '../app';
import { API_PREFIX } from '../paths';
import { messages } from '../services/accounts';
import { clientKey, RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../services/rate-limit';

// The account calls under /prod/v1/auth. Their shapes are the contract's (common/api/auth.ts);
// the rules and messages live in services/accounts.ts, with the form rules from
// common/validation.ts shared with the SPA.

const tags = ['Accounts'];
/** Calls that need `Authorization: Bearer <token>` (from login or verification). */

/**
 * The registering browser's claim (services/accounts.ts, register): an HttpOnly cookie that only
 * POST /auth/verify receives, for the 24 hours a verification link lives. SameSite=Strict keeps
 * other sites from sending it.
 */
export const CLAIM_COOKIE = 'shala_registration';
const CLAIM_PATH = `${API_PREFIX}/auth/verify`;
const CLAIM_MAX_AGE_S = 24 * 60 * 60;

function claimCookie(value: string, maxAge: number, secure: boolean): string {
  return `${CLAIM_COOKIE}=${value}; Path=${CLAIM_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The claim cookies' values of the right shape (a browser holds one; a test client may hold several). */
export function claimsFrom(cookieHeader: string | undefined): string[] {
  const claims: string[] = [];
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CLAIM_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) claims.push(value);
  }
  return claims.slice(0, 20);
}

/**
 * An onRequest hook counting every request against the client's network: it runs before the body
 * is read, so malformed JSON, a wrong content type and an invalid body count like any other.
 */
function perIp(limiter: RateLimiter, rule: RateLimitRule) {
  return async (request: { ip: string }) => {
    await limiter.hit(rule, clientKey(request.ip));
  };
}

const authRoutes: ApiRoutes = async (app, { accounts, authenticate, config, rateLimiter }) => {
  const mailLimit = perIp(rateLimiter, RATE_LIMITS.mailRequestsPerIp);
  const tokenLimit = perIp(rateLimiter, RATE_LIMITS.tokenChecksPerIp);
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post(
    '/auth/register',
    {
      onRequest: mailLimit,
      schema: {
        tags,
        summary: 'Register an institution and its owner',
        description:
          'Creates the owner (unverified) and the tenant, and mails a verification link. Registering an address that is not yet verified replaces that registration. Sets an HttpOnly cookie that lets POST /auth/verify from the same browser keep the password chosen here. At most a few mail-sending calls per network and hour (429).',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { claim } = await accounts.register(request.body);
      reply.header('set-cookie', claimCookie(claim, CLAIM_MAX_AGE_S, secureCookies));
      return reply.code(201).send({ message: messages.registered, emailSent: true as const });
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: mailLimit,
      schema: {
        tags,
        summary: 'Send the verification link again',
        description:
          'Answers the same sentence whether or not the address is registered, so it reveals no accounts.',
        body: EmailBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await accounts.resendVerification(request.body.email);
      return { message: messages.resent };
    },
  );

  app.post(
    '/auth/verify',
    {
      onRequest: tokenLimit,
      schema: {
        tags,
        summary: 'Verify an e-mail address and sign in',
        description:
          "Takes the token from the verification link. Answers a bearer session token, as login does. A link is single-use and lives 24 hours; otherwise 400 with code 'verification_failed', 'verification_link_used' or 'email_already_verified'.",
        body: VerifyBody,
        response: { 200: VerifyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.verifyEmail(
        request.body.token,
        claimsFrom(request.headers.cookie),
        clientKey(request.ip),
      );
      reply.header('set-cookie', claimCookie('', 0, secureCookies));
      return { message: messages.verified, ...signedIn };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Answers a bearer session token (valid 7 days from sign-in and 12 hours from its last use). Failed attempts are limited per network and per account (429 with retry-after).',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
      // A body the handler never sees (malformed JSON, a missing field) counts as a failed login
      // of the network too; the handler counts the rest (services/accounts.ts).
      onResponse: async (request, reply) => {
        if (reply.statusCode === 400 || reply.statusCode === 413 || reply.statusCode === 415) {
          await rateLimiter.hit(RATE_LIMITS.loginFailuresPerIp, clientKey(request.ip)).catch(() => undefined);
        }
      },
    },
    async (request) => accounts.login(request.body.username, request.body.password, clientKey(request.ip)),
  );

  app.post(
    '/auth/change-password',
    {
      // Before the body is judged: a stranger gets 401 whatever they send.
      preValidation: authenticate,
      schema: {
        tags,
        summary: 'Change the password',
        description: "Every other session of the owner ends; the caller's stays.",
        body: ChangePasswordBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await accounts.changePassword(request.userId, request.sessionId, currentPassword, newPassword);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Sign out on every device',
        description: 'Revokes every session of the owner, the one making the call too.',
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.logoutEverywhere(request.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Sign out',
        description: 'Revokes the session whose token is sent.',
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      onRequest: mailLimit,
      schema: {
        tags,
        summary: 'Mail a password reset link',
        description:
          'Answers the same sentence whether or not the address is registered. The link lives 24 hours.',
        body: EmailBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/auth/verify-reset-token',
    {
      onRequest: tokenLimit,
      schema: {
        tags,
        summary: 'Check a password reset link',
        description: 'Lets a reset page say at once whether its link still works; changes nothing.',
        body: ResetLinkBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await accounts.verifyResetToken(request.body.token, request.body.email);
      return { message: messages.resetLinkValid };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: tokenLimit,
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        description: 'Uses up the link and ends every session of the owner.',
        body: PasswordResetBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.email, request.body.password);
      return { message: messages.passwordReset };
    },
  );
};

export default authRoutes;
