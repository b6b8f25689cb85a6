// Forgot password: the e-mail form, submitting, then sent (a confirmation that does not say
// whether the account exists) or the form again with the reason.

import { type EmailForm, type FieldErrors, normalizeEmail, validateEmailForm } from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './api-failure';
import { type FormEvent, type FormInput, formContext, formPattern } from './form-machine';

export type ForgotPasswordField = keyof EmailForm;
export type ForgotPasswordNoticeCode = 'forgotFailed';

export interface ForgotPasswordContext {
  values: EmailForm;
  errors: FieldErrors<ForgotPasswordField>;
  notice: Notice<ForgotPasswordNoticeCode> | null;
  /** The address the request named (normalised as sent). */
  sentTo: string;
}

export type ForgotPasswordEvent = FormEvent<ForgotPasswordField>;

const form = formPattern<ForgotPasswordContext, ForgotPasswordField, ForgotPasswordNoticeCode>({
  validate: validateEmailForm,
  order: ['email'],
  submit: 'forgotPassword',
  input: ({ context }) => ({ email: normalizeEmail(context.values.email) }),
  onDone: { target: 'sent', actions: 'rememberAddress' },
  // This endpoint words its refusals in `error`, not `message`.
  notice: { from: ['error'], fallback: 'forgotFailed' },
});

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as FormInput<EmailForm>,
  },
  actors: {
    forgotPassword: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    ...form.actions,
    rememberAddress: assign({ sentTo: ({ context }) => normalizeEmail(context.values.email) }),
  },
  guards: form.guards,
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ ...formContext({ email: '', ...input?.values }), sentTo: '' }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    sent: { type: 'final' },
  },
});
