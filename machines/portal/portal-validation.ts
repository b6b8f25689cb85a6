// The portal's form rules, checked before anything is sent (the server checks them again with the
// contract's schemas, common/api/portal/session.ts, invitations.ts). Rules return codes; src/portal/i18n/session.ts
// holds their texts in both languages.
import { checkEmail, checkNewPassword, NAME_MAX_LENGTH, normalizeEmail } from '@common/validation';

export type PortalFieldCode =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShortReset'
  | 'passwordTooLong'
  | 'confirmPasswordRequired'
  | 'passwordsDoNotMatch'
  | 'nameRequired'
  | 'nameTooLong';

type Errors<F extends string> = Partial<Record<F, PortalFieldCode>>;

function compact<F extends string>(errors: Record<F, PortalFieldCode | undefined>): Errors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined)) as Errors<F>;
}

export interface SignInForm {
  email: string;
  password: string;
}
export type SignInField = keyof SignInForm;

export function validateSignIn(form: SignInForm): Errors<SignInField> {
  return compact<SignInField>({
    email: checkEmail(form.email) as PortalFieldCode | undefined,
    password: form.password ? undefined : 'passwordRequired',
  });
}

export interface EmailOnlyForm {
  email: string;
}

export function validateEmailOnly(form: EmailOnlyForm): Errors<'email'> {
  return compact<'email'>({ email: checkEmail(form.email) as PortalFieldCode | undefined });
}

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}
export type NewPasswordField = keyof NewPasswordForm;

/** A new password: 8 to 128 characters, typed twice (the marketing site's reset wording). */
export function validateNewPassword(form: NewPasswordForm): Errors<NewPasswordField> {
  return compact<NewPasswordField>({
    password: checkNewPassword(form.password) as PortalFieldCode | undefined,
    confirmPassword: !form.confirmPassword
      ? 'confirmPasswordRequired'
      : form.confirmPassword !== form.password
        ? 'passwordsDoNotMatch'
        : undefined,
  });
}

export interface AcceptForm extends NewPasswordForm {
  name: string;
}
export type AcceptField = keyof AcceptForm;

export function validateAccept(form: AcceptForm): Errors<AcceptField> {
  const name = form.name.trim();
  return {
    ...compact<'name'>({
      name: !name ? 'nameRequired' : name.length > NAME_MAX_LENGTH ? 'nameTooLong' : undefined,
    }),
    ...validateNewPassword(form),
  };
}

export { normalizeEmail };
