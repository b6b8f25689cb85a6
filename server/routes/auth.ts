import { isIPv6 } from 'node:net';
import Type from 'typebox';
import { languages } from '../../common/languages';
import type { ApiRoutes } from '../app';
import { ErrorBody } from '../http-error';
import { messages } from '../services/accounts';
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from '../services/rate-limit';

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

// A required text field with SPEC's sentence when it is missing.
const text = (required: string) => Type.String({ errorMessage: { required } });

const RegisterBody = Type.Object({
  email: text('Email is required'),
  password: text('Password is required'),
  fullName: text('Full name is required'),
  institutionName: text('Institution name is required'),
  phone: text('Phone number is required'),
  // Issue 9: the language the owner registers in; their mails are written in it. Absent: 'en'.
  language: Type.Optional(Type.Enum(languages, { errorMessage: messages.languageInvalid })),
});
const EmailBody = Type.Object({ email: text('Email is required') });
const VerifyBody = Type.Object({ token: text(messages.verificationFailed) });
const LoginBody = Type.Object({
  username: text('Email is required'),
  password: text('Password is required'),
});
const ResetLinkBody = Type.Object({
  token: Type.String({ errorMessage: messages.resetLinkMissing }),
  email: Type.String({ errorMessage: messages.resetLinkMissing }),
});
const ResetBody = Type.Object({
  token: Type.String({ errorMessage: messages.resetLinkMissing }),
  email: Type.String({ errorMessage: messages.resetLinkMissing }),
  password: text('Password is required'),
});

/**
 * The key a client is counted under: its address, or for IPv6 its /64 (one household or phone
 * usually holds a whole /64, so counting single addresses would not limit anyone).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function perIp(limiter: RateLimiter, rule: RateLimitRule) {
  // preValidation: malformed requests count too.
  return async (request: { ip: string }) => {
    await limiter.hit(rule, clientKey(request.ip));
  };
}

const authRoutes: ApiRoutes = async (app, { accounts, authenticate, rateLimiter }) => {
  const mailLimit = perIp(rateLimiter, RATE_LIMITS.mailRequestsPerIp);
  const tokenLimit = perIp(rateLimiter, RATE_LIMITS.tokenChecksPerIp);

  app.post(
    '/auth/register',
    {
      preValidation: mailLimit,
      schema: {
        body: RegisterBody,
        response: { 201: Type.Object({ message: Type.String(), emailSent: Type.Literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.code(201).send({ message: messages.registered, emailSent: true as const });
    },
  );

  app.post(
    '/auth/resend-verification',
    { preValidation: mailLimit, schema: { body: EmailBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.resendVerification(request.body.email);
      return { message: messages.resent };
    },
  );

  app.post(
    '/auth/verify',
    {
      preValidation: tokenLimit,
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
    async (request) => {
      const signedIn = await accounts.verifyEmail(request.body.token);
      return { message: messages.verified, ...signedIn };
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: SignedIn, ...errors } } },
    async (request) => accounts.login(request.body.username, request.body.password, clientKey(request.ip)),
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
    { preValidation: mailLimit, schema: { body: EmailBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/auth/verify-reset-token',
    { preValidation: tokenLimit, schema: { body: ResetLinkBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.verifyResetToken(request.body.token, request.body.email);
      return { message: messages.resetLinkValid };
    },
  );

  app.post(
    '/auth/reset-password',
    { preValidation: tokenLimit, schema: { body: ResetBody, response: { 200: Message, ...errors } } },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.email, request.body.password);
      return { message: messages.passwordReset };
    },
  );
};

export default authRoutes;
