// Forgot password (SPEC §2 "Forgot password", §5, §7 forgot-password, §8): the e-mail form,
// submitting, then sent (a confirmation that does not say whether the account exists) or error.
import { assign, fromPromise, setup } from 'xstate';
import { type EmailForm, type FieldErrors, normalizeEmail, validateEmailForm } from '../common/validation';
import { type Notice, noticeFrom } from './api-failure';
import { type FieldChange, firstInvalid, withField, withoutError } from './form-fields';

export type ForgotPasswordField = keyof EmailForm;
export type ForgotPasswordNoticeCode = 'forgotFailed';

export interface ForgotPasswordContext {
  values: EmailForm;
  errors: FieldErrors<ForgotPasswordField>;
  notice: Notice<ForgotPasswordNoticeCode> | null;
  /** The address the request named (normalised as sent). */
  sentTo: string;
}

export type ForgotPasswordEvent = FieldChange<ForgotPasswordField> | { type: 'form.submit' };

const fieldOrder: readonly ForgotPasswordField[] = ['email'];

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { values?: Partial<EmailForm> } | undefined,
  },
  actors: {
    forgotPassword: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    focusField: (_, _params: { field: ForgotPasswordField }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateEmailForm(context.values)).length === 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    values: { email: '', ...input?.values },
    errors: {},
    notice: null,
    sentTo: '',
  }),
  initial: 'editing',
  states: {
    // The form, before any request (idle) or after a failed one (error: the banner explains,
    // the address stays filled and editable).
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
              assign({ errors: ({ context }) => validateEmailForm(context.values) }),
              {
                type: 'focusField',
                params: ({ context }) => ({
                  field: firstInvalid(validateEmailForm(context.values), fieldOrder) ?? 'email',
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
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: normalizeEmail(context.values.email) }),
        onDone: {
          target: 'sent',
          actions: assign({ sentTo: ({ context }) => normalizeEmail(context.values.email) }),
        },
        // SPEC §7: the page reads the server's `error`; §8 gives the fallback.
        onError: {
          target: 'editing.error',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['error'], 'forgotFailed') }),
        },
      },
    },
    sent: { type: 'final' },
  },
});
