// Staff sign-in (docs/requirements/portal.md#getting-in): the form, submitting, then signed in
// (the session starts and the portal goes home) or the form again with the server's sentence
// ("Invalid email or password.", a disabled member's, a rate limit's), the values kept.

import type { PortalSession, SignInBody } from '@common/api/portal/session';
import { fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, type FormInput, formContext, formPattern } from '../form-machine';
import {
  normalizeEmail,
  type PortalFieldCode,
  type SignInField,
  type SignInForm,
  validateSignIn,
} from './portal-validation';

export type SignInNoticeCode = 'signInFailed';

export interface PortalSignInContext {
  values: SignInForm;
  errors: Partial<Record<SignInField, PortalFieldCode>>;
  notice: Notice<SignInNoticeCode> | null;
}

const form = formPattern<PortalSignInContext, SignInField, SignInNoticeCode>({
  validate: validateSignIn,
  order: ['email', 'password'],
  submit: 'signIn',
  input: ({ context }) => ({
    email: normalizeEmail(context.values.email),
    password: context.values.password,
  }),
  onDone: {
    target: 'signedIn',
    actions: [
      {
        type: 'startSession',
        params: ({ event }: { event: { output: PortalSession } }) => ({ session: event.output }),
      },
      'goHome',
    ],
  },
  notice: { from: ['message'], fallback: 'signInFailed' },
});

export const portalSignInMachine = setup({
  types: {
    context: {} as PortalSignInContext,
    events: {} as FormEvent<SignInField>,
    input: {} as FormInput<SignInForm>,
  },
  actors: {
    signIn: fromPromise<PortalSession, SignInBody>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    ...form.actions,
    /** The session machine's session.signIn. */
    startSession: (_, _params: { session: PortalSession }) => {},
    goHome: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'portalSignIn',
  context: ({ input }) => formContext({ email: '', password: '', ...input?.values }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    signedIn: { type: 'final' },
  },
});
