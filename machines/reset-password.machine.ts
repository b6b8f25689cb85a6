// Reset password (SPEC §2 "Reset password", §4 "Reset password", §5, §7 verify-reset-token and
// reset-password, §8, §9 "Post-reset redirect"): the link is checked on load; an invalid one
// shows the error screen; a valid one shows the form: submitting, then submitted (message, any
// stored session cleared, /login after 3 s) or error (box above the form, form editable).
import { assign, fromPromise, setup } from 'xstate';
import { type FieldErrors, type ResetField, type ResetForm, validateReset } from '../common/validation';
import { asApiFailure, type Notice, noticeFrom } from './api-failure';
import { type FieldChange, firstInvalid, withField, withoutError } from './form-fields';

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

export type ResetPasswordEvent = FieldChange<ResetField> | { type: 'form.submit' };

export const resetFieldOrder: readonly ResetField[] = ['password', 'confirmPassword'];

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
    focusField: (_, _params: { field: ResetField }) => {},
    /** DECISIONS.md: a successful reset clears any stored session (the server revoked it). */
    clearSession: () => {},
    /** /login with the passwordReset flag in navigation state. */
    goToLogin: () => {},
  },
  guards: {
    hasLink: ({ context }) => Boolean(context.token && context.email),
    // SPEC §8: an HTTP answer rejected the token; no status means the check never got an answer.
    isRejected: ({ event }) => asApiFailure((event as { error?: unknown }).error).status !== undefined,
    isFormValid: ({ context }) => Object.keys(validateReset(context.values)).length === 0,
  },
  delays: {
    redirectToLogin: 3000,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token ?? '',
    email: input.email ?? '',
    values: { password: '', confirmPassword: '' },
    errors: {},
    linkNotice: null,
    notice: null,
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
    // The form, before any submission (idle) or after a failed one (error: the box above the
    // form explains, the form stays filled and editable).
    editing: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => withField(context.values, event.field, event.value),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            actions: [
              assign({ errors: ({ context }) => validateReset(context.values) }),
              {
                type: 'focusField',
                params: ({ context }) => ({
                  field: firstInvalid(validateReset(context.values), resetFieldOrder) ?? 'password',
                }),
              },
            ],
          },
        ],
      },
    },
    submitting: {
      entry: assign({ notice: null, errors: {} }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          token: context.token,
          email: context.email,
          password: context.values.password,
        }),
        // SPEC §7: any ok status is success and the body is unused.
        onDone: { target: 'submitted', actions: 'clearSession' },
        onError: {
          target: 'editing.error',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'resetFailed') }),
        },
      },
    },
    submitted: {
      after: { redirectToLogin: { target: 'redirected', actions: 'goToLogin' } },
    },
    redirected: { type: 'final' },
  },
});
