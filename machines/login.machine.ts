// Login (SPEC §2 "Login", §4 "Login", §5, §7 login, §8): the form, submitting, then success
// (message, then /dashboard after 1.5 s) or error. Remember-me is kept in the form, never sent.
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResponse as LoginAnswer } from '../common/api/auth';
import {
  type FieldErrors,
  type LoginField,
  type LoginForm,
  normalizeEmail,
  validateLogin,
} from '../common/validation';
import { type Notice, noticeFrom } from './api-failure';
import { type FieldChange, firstInvalid, withField, withoutError } from './form-fields';
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

export type LoginEvent = FieldChange<keyof LoginForm> | { type: 'form.submit' };

const loginFieldOrder: readonly LoginField[] = ['email', 'password'];

export function sessionUserFrom(response: LoginResponse, email: string): SessionUser {
  return {
    id: response.userId ?? '',
    name: response.fullName?.trim() || FALLBACK_USER_NAME,
    email: response.email ?? email,
    token: response.token ?? '',
  };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    /** Prefilled values, e.g. the address just verified (SPEC §2 "Login" banners). */
    input: {} as { values?: Partial<LoginForm> } | undefined,
  },
  actors: {
    login: fromPromise<LoginResponse, { username: string; password: string }>(async () => ({})),
  },
  actions: {
    focusField: (_, _params: { field: LoginField }) => {},
    /** Starts the session (session machine's session.login). */
    signIn: (_, _params: { user: SessionUser }) => {},
    goToDashboard: () => {},
    trackLogin: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateLogin(context.values)).length === 0,
    hasToken: ({ event }) => Boolean((event as { output?: LoginResponse }).output?.token),
  },
  delays: {
    redirectToDashboard: 1500,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { email: '', password: '', rememberMe: false, ...input?.values },
    errors: {},
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => withField(context.values, event.field, event.value),
            errors: ({ context, event }) =>
              event.field === 'rememberMe' ? context.errors : withoutError(context.errors, event.field),
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            actions: [
              assign({ errors: ({ context }) => validateLogin(context.values) }),
              {
                type: 'focusField',
                params: ({ context }) => ({
                  field: firstInvalid(validateLogin(context.values), loginFieldOrder) ?? 'email',
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
        id: 'login',
        src: 'login',
        // SPEC §3: the e-mail is sent as username.
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
                params: ({ context, event }) => ({
                  user: sessionUserFrom(event.output, normalizeEmail(context.values.email)),
                }),
              },
              'trackLogin',
            ],
          },
          // DECISIONS.md: a 2xx answer without a token is 'Login failed'.
          { target: 'editing.error', actions: assign({ notice: { code: 'loginFailed' } }) },
        ],
        onError: {
          target: 'editing.error',
          actions: assign({
            notice: ({ event }) => noticeFrom(event.error, ['error', 'message'], 'invalidCredentials'),
          }),
        },
      },
    },
    success: {
      after: { redirectToDashboard: { target: 'redirected', actions: 'goToDashboard' } },
    },
    redirected: { type: 'final' },
  },
});
