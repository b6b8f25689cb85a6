// The owner's account on the dashboard: change the password (the server keeps this session and
// ends every other one) and sign out everywhere (every session ends, this one too). Closed until
// the owner opens the form; a 401 on either call means this session had already ended, so the
// owner is signed out here as on any other authorised call.

import {
  type ChangePasswordField,
  type ChangePasswordForm,
  type FieldErrors,
  validateChangePassword,
} from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice, noticeFrom } from './api-failure';
import type { FieldChange } from './form-fields';
import { formContext, formPattern } from './form-machine';

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

const form = formPattern<ChangePasswordContext, ChangePasswordField, ChangePasswordNoticeCode>({
  validate: validateChangePassword,
  order: changePasswordFieldOrder,
  submit: 'changePassword',
  input: ({ context }) => ({
    token: context.token,
    currentPassword: context.values.currentPassword,
    newPassword: context.values.newPassword,
  }),
  // The new password is not kept on the page once the server has it.
  onDone: { target: 'changed', actions: assign({ values: emptyForm }) },
  onError: [{ guard: 'isUnauthorized', target: 'signedOut', actions: 'endSession' }],
  notice: { from: ['message'], fallback: 'changeFailed' },
  on: { 'form.cancel': { target: 'closed', actions: 'emptyForm' } },
});

// Where the owner can open the form or start signing out everywhere: before and after a change.
const atRest = {
  on: {
    'form.open': { target: 'editing', actions: 'emptyForm' },
    'signOutEverywhere.request': { target: 'confirmingSignOut', actions: 'clearNotice' },
  },
} as const;

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
    ...form.actions,
    emptyForm: assign(formContext(emptyForm)),
    clearNotice: assign({ notice: null }),
    /** Clears the stored session and goes to /login (the server no longer knows it). */
    endSession: () => {},
  },
  guards: {
    ...form.guards,
    isUnauthorized: ({ event }) => asApiFailure((event as { error?: unknown }).error).status === 401,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ token: input.token, ...formContext(emptyForm) }),
  initial: 'closed',
  states: {
    closed: atRest,
    editing: form.editing,
    submitting: form.submitting,
    changed: atRest,
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
