import Type, { type Static } from 'typebox';
import { languages } from '../languages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../validation';
import { BODY_LIMIT_BYTES, ErrorBody } from './errors';
import { Text } from './text';

// The account calls under /prod/v1/auth. Unknown body fields are stripped before validation, so
// a client cannot set what the schema does not name (an `emailVerified: true` is never seen).
// The rules beyond shape (password strength, e-mail form) and their sentences are the server's
// (server/services/accounts.ts, common/validation.ts).

/** Sentences the schemas themselves answer with; the account service answers the same ones. */
export const authSchemaMessages = {
  verificationFailed: 'Verification failed. The link may be expired or invalid.',
  resetLinkMissing: 'Invalid or missing reset token. Please request a new password reset link.',
  languageInvalid: "Language must be 'en' (English) or 'hi' (Hindi).",
} as const;

// The caps are the rules' own (an address is at most 254 characters, a password 128, a name 200),
// or, for fields the service judges further, a bound on the work.
const EMAIL = { maxLength: EMAIL_MAX_LENGTH, tooLong: 'Email is invalid' };
const PASSWORD = {
  maxLength: PASSWORD_MAX_LENGTH,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
};
const TOKEN = { maxLength: 100 };

export const RegisterBody = Type.Object({
  email: Text({ ...EMAIL, required: 'Email is required', description: "The owner's e-mail address." }),
  password: Text({
    ...PASSWORD,
    required: 'Password is required',
    description:
      'At least 8 characters; not a common password, a short repeated unit, the e-mail address or the institution name.',
  }),
  fullName: Text({
    name: true,
    maxLength: NAME_MAX_LENGTH,
    required: 'Full name is required',
    tooLong: `Full name must be at most ${NAME_MAX_LENGTH} characters`,
  }),
  institutionName: Text({
    name: true,
    maxLength: NAME_MAX_LENGTH,
    required: 'Institution name is required',
    tooLong: `Institution name must be at most ${NAME_MAX_LENGTH} characters`,
  }),
  phone: Text({ maxLength: 40, required: 'Phone number is required' }),
  // Mails to the owner are written in the language they register in.
  language: Type.Optional(
    Type.Enum(languages, {
      errorMessage: authSchemaMessages.languageInvalid,
      description: "The language of the owner's mails; default 'en'.",
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({ message: Type.String(), emailSent: Type.Literal(true) });
export type RegisterResponse = Static<typeof RegisterResponse>;

export const EmailBody = Type.Object({ email: Text({ ...EMAIL, required: 'Email is required' }) });
export type EmailBody = Static<typeof EmailBody>;

export const VerifyBody = Type.Object({
  token: Text({
    ...TOKEN,
    required: authSchemaMessages.verificationFailed,
    description: 'The `token` query parameter of the verification link.',
  }),
});
export type VerifyBody = Static<typeof VerifyBody>;

export const VerifyResponse = Type.Object({
  message: Type.String(),
  email: Type.String(),
  token: Type.String({ description: 'A bearer session token: send it as `Authorization: Bearer <token>`.' }),
  userId: Type.String({ description: "The owner's id (a UUID), used in the tenant paths." }),
  fullName: Type.String(),
  passwordDropped: Type.Boolean({
    description:
      'True when the link was opened outside the browser that registered: the password chosen at registration was dropped, and the owner sets one with POST /auth/forgot-password before they can log in again.',
  }),
});
export type VerifyResponse = Static<typeof VerifyResponse>;

export const LoginBody = Type.Object({
  username: Text({ ...EMAIL, required: 'Email is required', description: "The owner's e-mail address." }),
  // Up to the body limit: a password longer than any stored one is answered as a wrong password,
  // not 400, so its length tells nothing.
  password: Text({ maxLength: BODY_LIMIT_BYTES, required: 'Password is required' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  userId: Type.String({ description: "The owner's id (a UUID), used in the tenant paths." }),
  token: Type.String({ description: 'A bearer session token: send it as `Authorization: Bearer <token>`.' }),
  fullName: Type.String(),
  email: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const ResetLinkBody = Type.Object({
  token: Text({ ...TOKEN, required: authSchemaMessages.resetLinkMissing }),
  email: Text({ ...EMAIL, required: authSchemaMessages.resetLinkMissing }),
});
export type ResetLinkBody = Static<typeof ResetLinkBody>;

export const PasswordResetBody = Type.Object({
  token: Text({ ...TOKEN, required: authSchemaMessages.resetLinkMissing }),
  email: Text({ ...EMAIL, required: authSchemaMessages.resetLinkMissing }),
  password: Text({ ...PASSWORD, required: 'Password is required' }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Text({ maxLength: 1024, required: 'Current password is required' }),
  newPassword: Text({ ...PASSWORD, required: 'Password is required' }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The error statuses every account call may answer. */
export const authErrors = {
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
