// Login: the form, submitting, then success (a message, then /dashboard after 1.5 s) or the
// form again with the reason. Remember-me is kept in the form, never sent.

import type { LoginResponse as LoginAnswer } from '@common/api/auth';
import {
  type FieldErrors,
  type LoginField,
  type LoginForm,
  normalizeEmail,
  validateLogin,
} from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './api-failure';
import { type FormEvent, type FormInput, formContext, formPattern } from './form-machine';
import { FALLBACK_USER_NAME, type SessionUser } from './session.machine';

/**
 * The login answer as the page reads it: the contract's shape, each field treated as possibly
 * missing, so a stub or a proxy's odd answer degrades to the fallbacks below instead of throwing.
 */
export type LoginResponse = Partial<LoginAnswer>;

export type LoginNoticeCode = 'loginFailed' | 'invalidCredentials';

export interface LoginContext {
  values: LoginForm;
  errors: FieldErrors<LoginField>;
  notice: Notice<LoginNoticeCode> | null;
}

export type LoginEvent = FormEvent<keyof LoginForm>;

export function sessionUserFrom(response: LoginResponse, email: string): SessionUser {
  return {
    id: response.userId ?? '',
    name: response.fullName?.trim() || FALLBACK_USER_NAME,
    email: response.email ?? email,
    token: response.token ?? '',
  };
}

const form = formPattern<LoginContext, LoginField, LoginNoticeCode>({
  validate: validateLogin,
  order: ['email', 'password'],
  submit: 'login',
  // The e-mail is sent as the username; remember-me stays on this side.
  input: ({ context }) => ({
    username: normalizeEmail(context.values.email),
    password: context.values.password,
  }),
  onDone: [
    {
      guard: 'hasToken',
      target: 'success',
      actions: [
        {
          type: 'signIn',
          params: ({ context, event }: { context: LoginContext; event: { output: LoginResponse } }) => ({
            user: sessionUserFrom(event.output, normalizeEmail(context.values.email)),
          }),
        },
        'trackLogin',
      ],
    },
    // An answer without a token cannot start a session: it is a failed login.
    { target: 'editing.error', actions: assign({ notice: { code: 'loginFailed' } }) },
  ],
  notice: { from: ['error', 'message'], fallback: 'invalidCredentials' },
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    /** Prefilled values, e.g. the address just verified. */
    input: {} as FormInput<LoginForm>,
  },
  actors: {
    login: fromPromise<LoginResponse, { username: string; password: string }>(async () => ({})),
  },
  actions: {
    ...form.actions,
    /** Starts the session (session machine's session.login). */
    signIn: (_, _params: { user: SessionUser }) => {},
    goToDashboard: () => {},
    trackLogin: () => {},
  },
  guards: {
    ...form.guards,
    hasToken: ({ event }) => Boolean((event as { output?: LoginResponse }).output?.token),
  },
  delays: {
    redirectToDashboard: 1500,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => formContext({ email: '', password: '', rememberMe: false, ...input?.values }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    success: {
      after: { redirectToDashboard: { target: 'redirected', actions: 'goToDashboard' } },
    },
    redirected: { type: 'final' },
  },
});
