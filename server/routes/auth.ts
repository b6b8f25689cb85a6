import Type from 'typebox';
import { languages } from '../../common/languages';
import type { ApiRoutes } from '../app';
import { ErrorBody } from '../http-error';
import { API_PREFIX } from '../paths';
import { BODY_LIMIT_BYTES } from '../plugins/errors';
import { Text } from '../plugins/validation';
import { messages } from '../services/accounts';
import { clientKey, RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../services/rate-limit';

// The account calls of SPEC §7 plus logout (DECISIONS.md), under /prod/v1/auth. Shapes are checked
// here (unknown fields are stripped before validation, so `emailVerified: true` in a registration
// is never seen); the rules and messages live in services/accounts.ts, with SPEC §5's rules from
// common/validation.ts shared with the SPA.

const Message = Type.Object({ message: Type.String() });
const SignedIn = Type.Object({
  userId: Type.String(),
  token: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
});
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
};

// Every text field: a cap and no control characters (plugins/validation.ts `Text`), with the form's
// sentence when it is missing. The caps are the rules' own (an address is at most 254 characters,
// a password 128, a name 200), or for fields the service judges further, a bound on the work.
const EMAIL = { maxLength: 254, tooLong: 'Email is invalid' };
const PASSWORD = { maxLength: 128, tooLong: 'Password must be at most 128 characters' };
const TOKEN = { maxLength: 100 };

const RegisterBody = Type.Object({
  email: Text({ ...EMAIL, required: 'Email is required' }),
  password: Text({ ...PASSWORD, required: 'Password is required' }),
  fullName: Text({
    maxLength: 200,
    required: 'Full name is required',
    tooLong: 'Full name must be at most 200 characters',
  }),
  institutionName: Text({
    maxLength: 200,
    required: 'Institution name is required',
    tooLong: 'Institution name must be at most 200 characters',
  }),
  phone: Text({ maxLength: 40, required: 'Phone number is required' }),
  // Issue 9: the language the owner registers in; their mails are written in it. Absent: 'en'.
  language: Type.Optional(Type.Enum(languages, { errorMessage: messages.languageInvalid })),
});
const EmailBody = Type.Object({ email: Text({ ...EMAIL, required: 'Email is required' }) });
const VerifyBody = Type.Object({ token: Text({ ...TOKEN, required: messages.verificationFailed }) });
const LoginBody = Type.Object({
  username: Text({ ...EMAIL, required: 'Email is required' }),
  // Up to the body limit: a password longer than any stored one is answered as a wrong password
  // (services/accounts.ts), not 400, as it always was.
  password: Text({ maxLength: BODY_LIMIT_BYTES, required: 'Password is required' }),
});
const ResetLinkBody = Type.Object({
  token: Text({ ...TOKEN, required: messages.resetLinkMissing }),
  email: Text({ ...EMAIL, required: messages.resetLinkMissing }),
});
const ResetBody = Type.Object({
  token: Text({ ...TOKEN, required: messages.resetLinkMissing }),
  email: Text({ ...EMAIL, required: messages.resetLinkMissing }),
  password: Text({ ...PASSWORD, required: 'Password is required' }),
});
const ChangePasswordBody = Type.Object({
  currentPassword: Text({ maxLength: 1024, required: 'Current password is required' }),
  newPassword: Text({ ...PASSWORD, required: 'Password is required' }),
});

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
        body: RegisterBody,
        response: { 201: Type.Object({ message: Type.String(), emailSent: Type.Literal(true) }), ...errors },
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
    { onRequest: mailLimit, schema: { body: EmailBody, response: { 200: Message, ...errors } } },
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
        body: VerifyBody,
        response: {
          200: Type.Object({
            message: Type.String(),
            email: Type.String(),
            token: Type.String(),
            userId: Type.String(),
            fullName: Type.String(),
          }),
          ...errors,
        },
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
      schema: { body: LoginBody, response: { 200: SignedIn, ...errors } },
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
      schema: { body: ChangePasswordBody, response: { 200: Message, ...errors } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await accounts.changePassword(request.userId, request.sessionId, currentPassword, newPassword);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    { preHandler: authenticate, schema: { response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await accounts.logoutEverywhere(request.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    { preHandler: authenticate, schema: { response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await accounts.logout(request.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    { onRequest: mailLimit, schema: { body: EmailBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/auth/verify-reset-token',
    { onRequest: tokenLimit, schema: { body: ResetLinkBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.verifyResetToken(request.body.token, request.body.email);
      return { message: messages.resetLinkValid };
    },
  );

  app.post(
    '/auth/reset-password',
    { onRequest: tokenLimit, schema: { body: ResetBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.email, request.body.password);
      return { message: messages.passwordReset };
    },
  );
};

export default authRoutes;
