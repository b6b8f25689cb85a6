// The owner's account on the dashboard: change the password (the server keeps this session and
// ends every other one) and sign out everywhere (every session ends, this one too). Closed until
// the owner opens the form; a 401 on either call means this session had already ended, so the
// owner is signed out here as on any other authorised call.
import { assign, fromPromise, setup } from 'xstate';
import {
  type ChangePasswordField,
  type ChangePasswordForm,
  type FieldErrors,
  validateChangePassword,
} from '../common/validation';
import { asApiFailure, type Notice, noticeFrom } from './api-failure';
import { type FieldChange, firstInvalid, withField, withoutError } from './form-fields';

export interface ChangePasswordInput {
  token: string;
}

export type ChangePasswordNoticeCode = 'changeFailed' | 'signOutFailed';

export interface ChangePasswordContext {
  token: string;
  values: ChangePasswordForm;
  errors: FieldErrors<ChangePasswordField>;
  notice: Notice<ChangePasswordNoticeCode> | null;
}

export type ChangePasswordEvent =
  | FieldChange<ChangePasswordField>
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  | { type: 'form.submit' }
  | { type: 'signOutEverywhere.request' }
  | { type: 'signOutEverywhere.confirm' }
  | { type: 'signOutEverywhere.cancel' };

export const changePasswordFieldOrder: readonly ChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: fromPromise<void, { token: string; currentPassword: string; newPassword: string }>(
      async () => undefined,
    ),
    logoutEverywhere: fromPromise<void, { token: string }>(async () => undefined),
  },
  actions: {
    focusField: (_, _params: { field: ChangePasswordField }) => {},
    /** Clears the stored session and goes to /login (the server no longer knows it). */
    endSession: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateChangePassword(context.values)).length === 0,
    isUnauthorized: ({ event }) => asApiFailure((event as { error?: unknown }).error).status === 401,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ token: input.token, values: emptyForm, errors: {}, notice: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.open': { target: 'editing', actions: assign({ values: emptyForm, errors: {}, notice: null }) },
        'signOutEverywhere.request': { target: 'confirmingSignOut', actions: assign({ notice: null }) },
      },
    },
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
        'form.cancel': { target: 'closed', actions: assign({ values: emptyForm, errors: {}, notice: null }) },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            actions: [
              assign({ errors: ({ context }) => validateChangePassword(context.values) }),
              {
                type: 'focusField',
                params: ({ context }) => ({
                  field:
                    firstInvalid(validateChangePassword(context.values), changePasswordFieldOrder) ??
                    'currentPassword',
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
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          token: context.token,
          currentPassword: context.values.currentPassword,
          newPassword: context.values.newPassword,
        }),
        onDone: { target: 'changed', actions: assign({ values: emptyForm }) },
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'endSession' },
          {
            target: 'editing.error',
            actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'changeFailed') }),
          },
        ],
      },
    },
    changed: {
      on: {
        'form.open': { target: 'editing', actions: assign({ values: emptyForm, errors: {}, notice: null }) },
        'signOutEverywhere.request': { target: 'confirmingSignOut', actions: assign({ notice: null }) },
      },
    },
    confirmingSignOut: {
      on: {
        'signOutEverywhere.confirm': { target: 'signingOut' },
        'signOutEverywhere.cancel': { target: 'closed' },
      },
    },
    signingOut: {
      invoke: {
        id: 'logoutEverywhere',
        src: 'logoutEverywhere',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: 'endSession' },
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'endSession' },
          {
            target: 'closed',
            actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'signOutFailed') }),
          },
        ],
      },
    },
    signedOut: { type: 'final' },
  },
});
