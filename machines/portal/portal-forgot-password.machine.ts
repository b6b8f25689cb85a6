// Forgot password on a school's portal (docs/requirements/portal.md#getting-in): the e-mail form,
// submitting, then sent (the same answer for known and unknown addresses) or the form again with
// the reason, the address kept.
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, type FormInput, formContext, formPattern } from '../form-machine';
import {
  type EmailOnlyForm,
  normalizeEmail,
  type PortalFieldCode,
  validateEmailOnly,
} from './portal-validation';

export type ForgotNoticeCode = 'forgotFailed';

export interface PortalForgotContext {
  values: EmailOnlyForm;
  errors: Partial<Record<'email', PortalFieldCode>>;
  notice: Notice<ForgotNoticeCode> | null;
  /** The address the request named, as sent. */
  sentTo: string;
}

const form = formPattern<PortalForgotContext, 'email', ForgotNoticeCode>({
  validate: validateEmailOnly,
  order: ['email'],
  submit: 'forgotPassword',
  input: ({ context }) => ({ email: normalizeEmail(context.values.email) }),
  onDone: { target: 'sent', actions: 'rememberAddress' },
  notice: { from: ['message'], fallback: 'forgotFailed' },
});

export const portalForgotPasswordMachine = setup({
  types: {
    context: {} as PortalForgotContext,
    events: {} as FormEvent<'email'>,
    input: {} as FormInput<EmailOnlyForm>,
  },
  actors: {
    forgotPassword: fromPromise<{ message: string }, { email: string }>(async () => ({ message: '' })),
  },
  actions: {
    ...form.actions,
    rememberAddress: assign({ sentTo: ({ context }) => normalizeEmail(context.values.email) }),
  },
  guards: form.guards,
}).createMachine({
  id: 'portalForgotPassword',
  context: ({ input }) => ({ ...formContext({ email: '', ...input?.values }), sentTo: '' }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    sent: { type: 'final' },
  },
});
