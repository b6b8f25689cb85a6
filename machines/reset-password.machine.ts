// Reset password: the link is checked on load; an invalid one shows the error screen; a valid
// one shows the form: submitting, then submitted (a message, any stored session cleared, /login
// after 3 s) or the form again with the reason in a box above it.

import { type FieldErrors, type ResetField, type ResetForm, validateReset } from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, NO_ANSWER, type Notice } from './api-failure';
import { type FormEvent, formContext, formPattern } from './form-machine';

export interface ResetPasswordInput {
  /** The `token` and `email` query parameters; null when absent. */
  token: string | null;
  email: string | null;
}

export type ResetLinkNoticeCode = 'resetTokenMissing' | 'resetTokenRejected' | 'resetTokenUnchecked';
export type ResetNoticeCode = 'resetFailed';

export interface ResetPasswordContext {
  token: string;
  email: string;
  values: ResetForm;
  errors: FieldErrors<ResetField>;
  /** Why the link cannot be used (the error screen). */
  linkNotice: Notice<ResetLinkNoticeCode> | null;
  /** Why the last submission failed (the box above the form). */
  notice: Notice<ResetNoticeCode> | null;
}

export type ResetPasswordEvent = FormEvent<ResetField>;

export const resetFieldOrder: readonly ResetField[] = ['password', 'confirmPassword'];

const form = formPattern<ResetPasswordContext, ResetField, ResetNoticeCode>({
  validate: validateReset,
  order: resetFieldOrder,
  submit: 'resetPassword',
  input: ({ context }) => ({ token: context.token, email: context.email, password: context.values.password }),
  // Any ok status is success: the body says nothing the page needs.
  onDone: { target: 'submitted', actions: 'clearSession' },
  notice: { from: ['message'], fallback: 'resetFailed' },
});

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    verifyResetToken: fromPromise<void, { token: string; email: string }>(async () => undefined),
    resetPassword: fromPromise<void, { token: string; email: string; password: string }>(
      async () => undefined,
    ),
  },
  actions: {
    ...form.actions,
    /** A successful reset clears any stored session: the server has revoked it. */
    clearSession: () => {},
    /** /login with the passwordReset flag in navigation state. */
    goToLogin: () => {},
  },
  guards: {
    hasLink: ({ context }) => Boolean(context.token && context.email),
    ...form.guards,
    // An HTTP answer rejected the token; NO_ANSWER means the check never got one.
    isRejected: ({ event }) => asApiFailure((event as { error?: unknown }).error).status !== NO_ANSWER,
  },
  delays: {
    redirectToLogin: 3000,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token ?? '',
    email: input.email ?? '',
    ...formContext({ password: '', confirmPassword: '' }),
    linkNotice: null,
  }),
  initial: 'starting',
  states: {
    // Decided at once from the URL: without a token and an e-mail there is nothing to check.
    starting: {
      always: [
        { guard: 'hasLink', target: 'checking' },
        { target: 'invalid', actions: assign({ linkNotice: { code: 'resetTokenMissing' } }) },
      ],
    },
    checking: {
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: ({ context }) => ({ token: context.token, email: context.email }),
        onDone: { target: 'editing' },
        onError: [
          {
            guard: 'isRejected',
            target: 'invalid',
            actions: assign({ linkNotice: { code: 'resetTokenRejected' } }),
          },
          { target: 'invalid', actions: assign({ linkNotice: { code: 'resetTokenUnchecked' } }) },
        ],
      },
    },
    invalid: { type: 'final' },
    editing: form.editing,
    submitting: form.submitting,
    submitted: {
      after: { redirectToLogin: { target: 'redirected', actions: 'goToLogin' } },
    },
    redirected: { type: 'final' },
  },
});
