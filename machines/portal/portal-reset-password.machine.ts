// Reset password on a school's portal (docs/requirements/portal.md#getting-in): a link without a
// token shows the error screen; otherwise the form (8 to 128 characters, typed twice), submitting,
// then done (a link to sign in) or the form again with the server's sentence (an expired or used
// link says so), the values kept.

import type { PortalPasswordResetBody } from '@common/api/portal/session';
import { fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import {
  type NewPasswordField,
  type NewPasswordForm,
  type PortalFieldCode,
  validateNewPassword,
} from './portal-validation';

export type ResetNoticeCode = 'resetFailed';

export interface PortalResetInput {
  /** The `token` query parameter; null when absent. */
  token: string | null;
  /** A form may open already filled. */
  values?: Partial<NewPasswordForm>;
}

export interface PortalResetContext {
  token: string;
  values: NewPasswordForm;
  errors: Partial<Record<NewPasswordField, PortalFieldCode>>;
  notice: Notice<ResetNoticeCode> | null;
}

const form = formPattern<PortalResetContext, NewPasswordField, ResetNoticeCode>({
  validate: validateNewPassword,
  order: ['password', 'confirmPassword'],
  submit: 'resetPassword',
  input: ({ context }) => ({ token: context.token, password: context.values.password }),
  onDone: { target: 'done' },
  notice: { from: ['message'], fallback: 'resetFailed' },
});

export const portalResetPasswordMachine = setup({
  types: {
    context: {} as PortalResetContext,
    events: {} as FormEvent<NewPasswordField>,
    input: {} as PortalResetInput,
  },
  actors: {
    resetPassword: fromPromise<{ message: string }, PortalPasswordResetBody>(async () => ({ message: '' })),
  },
  actions: form.actions,
  guards: {
    ...form.guards,
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'portalResetPassword',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    ...formContext({ password: '', confirmPassword: '', ...input.values }),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'editing' }, { target: 'missingToken' }],
    },
    missingToken: { type: 'final' },
    editing: form.editing,
    submitting: form.submitting,
    done: { type: 'final' },
  },
});
