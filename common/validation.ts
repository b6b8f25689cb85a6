// Validation rules shared by the SPA and the API
// (docs/decisions/0004-api-contract-and-shared-rules.md). Rules return message codes;
// `validationMessages` holds the fixed English texts (docs/requirements/accounts.md#validation)
// word for word, and the SPA's catalogues translate the same codes.

import { isPlainEmail, normalizeEmail } from './email';
import type { Language } from './languages';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isPlainEmail, normalizeEmail } from './email';
/** After removing spaces, an optional plus, a first digit 1-9, then 9 to 14 more digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A person's or an institution's name, everywhere: free text (unicode kept as typed) but not an essay. */
export const NAME_MAX_LENGTH = 200;
/** A postal address (a student's, a learning centre's). */
export const ADDRESS_MAX_LENGTH = 500;

export const validationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooShortReset: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooCommon: 'Password is too common. Please choose a less predictable password',
  passwordPersonal: 'Password must not be your email address or institution name',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  confirmPasswordRequired: 'Please confirm your password',
  institutionNameRequired: 'Institution name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  termsRequired: 'You must agree to the terms and conditions',
} as const;

export type ValidationCode = keyof typeof validationMessages;
export type FieldErrors<F extends string> = Partial<Record<F, ValidationCode>>;

export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

export function checkEmail(email: string): ValidationCode | undefined {
  const value = email.trim();
  if (!value) return 'emailRequired';
  if (!isPlainEmail(value)) return 'emailInvalid';
  return undefined;
}

/** Registration and login passwords (the registration wording). */
export function checkPassword(password: string): ValidationCode | undefined {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

/** Reset-password wording of the same rule (docs/requirements/accounts.md#validation). */
export function checkNewPassword(password: string): ValidationCode | undefined {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShortReset';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

/**
 * What a person could guess about the owner: a password equal to their e-mail address, its local
 * part or their institution's name (ignoring case, spaces and punctuation) is refused. The list of
 * common passwords is the server's (server/services/password-rules.ts): too large for the SPA.
 */
export function checkPasswordIsPersonal(
  password: string,
  personal: { email?: string | undefined; institutionName?: string | undefined },
): ValidationCode | undefined {
  const plain = (value: string) => value.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
  const guessable = [
    personal.email ?? '',
    (personal.email ?? '').split('@')[0] ?? '',
    personal.institutionName ?? '',
  ]
    .map(plain)
    .filter((value) => value.length > 0);
  return guessable.includes(plain(password)) ? 'passwordPersonal' : undefined;
}

export function checkPhone(phone: string): ValidationCode | undefined {
  const value = normalizePhone(phone);
  if (!value) return 'phoneRequired';
  if (!PHONE_PATTERN.test(value)) return 'phoneInvalid';
  return undefined;
}

function compact<F extends string>(errors: Record<F, ValidationCode | undefined>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, code]) => code !== undefined),
  ) as FieldErrors<F>;
}

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  institutionName: string;
  phone: string;
  agreeTerms: boolean;
}
export type RegistrationField = keyof RegistrationForm;

/** Registration, field by field in the form's order (docs/requirements/accounts.md#validation). */
export function validateRegistration(form: RegistrationForm): FieldErrors<RegistrationField> {
  return compact<RegistrationField>({
    firstName: form.firstName.trim() ? undefined : 'firstNameRequired',
    lastName: form.lastName.trim() ? undefined : 'lastNameRequired',
    email: checkEmail(form.email),
    password:
      checkPassword(form.password) ??
      checkPasswordIsPersonal(form.password, { email: form.email, institutionName: form.institutionName }),
    confirmPassword: form.confirmPassword === form.password ? undefined : 'passwordsDoNotMatch',
    institutionName: form.institutionName.trim() ? undefined : 'institutionNameRequired',
    phone: checkPhone(form.phone),
    agreeTerms: form.agreeTerms ? undefined : 'termsRequired',
  });
}

export interface RegistrationPayload {
  email: string;
  password: string;
  fullName: string;
  institutionName: string;
  phone: string;
  /** The language the owner's mails are written in; absent: 'en'. */
  language?: Language;
}

/** fullName is the first and last name joined; `language` is the page's. */
export function registrationPayload(
  form: RegistrationForm,
  language: Language,
): RegistrationPayload & { language: Language } {
  return {
    email: normalizeEmail(form.email),
    password: form.password,
    fullName: `${form.firstName.trim()} ${form.lastName.trim()}`,
    institutionName: form.institutionName.trim(),
    phone: normalizePhone(form.phone),
    language,
  };
}

/** The payload's fields that carry a rule (the language is checked by the route's schema). */
type RegistrationPayloadField = Exclude<keyof RegistrationPayload, 'language'>;

/** The server's check of the same payload (it receives fullName, not first and last names). */
export function validateRegistrationPayload(
  payload: RegistrationPayload,
): FieldErrors<RegistrationPayloadField> {
  return compact<RegistrationPayloadField>({
    fullName: payload.fullName.trim() ? undefined : 'fullNameRequired',
    email: checkEmail(payload.email),
    password:
      checkPassword(payload.password) ??
      checkPasswordIsPersonal(payload.password, {
        email: payload.email,
        institutionName: payload.institutionName,
      }),
    institutionName: payload.institutionName.trim() ? undefined : 'institutionNameRequired',
    phone: checkPhone(payload.phone),
  });
}

export interface LoginForm {
  email: string;
  password: string;
  rememberMe: boolean;
}
export type LoginField = 'email' | 'password';

/** Login: e-mail required or invalid, password required. */
export function validateLogin(form: LoginForm): FieldErrors<LoginField> {
  return compact<LoginField>({
    email: checkEmail(form.email),
    password: form.password ? undefined : 'passwordRequired',
  });
}

export interface EmailForm {
  email: string;
}

/** Forgot password: e-mail required or invalid. */
export function validateEmailForm(form: EmailForm): FieldErrors<'email'> {
  return compact<'email'>({ email: checkEmail(form.email) });
}

export interface ResetForm {
  password: string;
  confirmPassword: string;
}
export type ResetField = keyof ResetForm;

/** Reset password (docs/requirements/accounts.md#validation). */
export function validateReset(form: ResetForm): FieldErrors<ResetField> {
  return compact<ResetField>({
    password: checkNewPassword(form.password),
    confirmPassword: !form.confirmPassword
      ? 'confirmPasswordRequired'
      : form.confirmPassword !== form.password
        ? 'passwordsDoNotMatch'
        : undefined,
  });
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordForm;

/** The dashboard's change-password form: the reset rules for the new password, plus the current one. */
export function validateChangePassword(form: ChangePasswordForm): FieldErrors<ChangePasswordField> {
  return compact<ChangePasswordField>({
    currentPassword: form.currentPassword ? undefined : 'currentPasswordRequired',
    newPassword:
      checkNewPassword(form.newPassword) ??
      (form.newPassword === form.currentPassword ? 'newPasswordSameAsCurrent' : undefined),
    confirmPassword: !form.confirmPassword
      ? 'confirmPasswordRequired'
      : form.confirmPassword !== form.newPassword
        ? 'passwordsDoNotMatch'
        : undefined,
  });
}
