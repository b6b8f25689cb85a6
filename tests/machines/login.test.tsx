// Every path of the login machine (docs/requirements/accounts.md#login), driving the real /login
// page: validation, each server answer, and the redirect to /dashboard 1.5 s after success.

import { validateLogin } from '@common/validation';
import { NO_ANSWER } from '@machines/api-failure';
import { loginMachine } from '@machines/login.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { installGtag } from './support/gtag';
import { deferredActors, formView, type ModelRun, testModelPaths } from './support/model';
import { nav, renderApp } from './support/render-app';

const owner = {
  userId: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  token: 'session-token-1',
  fullName: 'Asha Verma',
};

const runs: Array<ModelRun & { values: Record<string, string> }> = [
  {
    name: 'starting from an empty form',
    values: {},
    eventCases: {
      'field.change': [
        { field: 'email', value: 'asha@vidyamandir', label: 'an unfinished e-mail' },
        { field: 'rememberMe', value: true, label: 'remember me ticked' },
      ],
    },
  },
  {
    name: 'starting from a filled form',
    values: { email: ' Asha@VidyaMandir.in', password: 'Chalk&Board2026' },
    eventCases: {
      'field.change': [{ field: 'password', value: '', label: 'password cleared' }],
      'xstate.done.actor.login': [
        { output: owner, label: 'signed in' },
        { output: { userId: owner.userId }, label: 'no token' },
      ],
      'xstate.error.actor.login': [
        { error: { status: 401, error: 'Invalid e-mail or password.' }, label: '401 with an error' },
        {
          error: { status: 403, message: 'Please verify your e-mail address first.' },
          label: '403 with a message',
        },
        { error: { status: NO_ANSWER }, label: 'network failure' },
      ],
    },
  },
];

// accounts.md#validation and #error-messages, word for word.
const spec = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid login credentials. Please try again.',
};
const noticeFor: Record<string, string> = {
  'no token': spec.loginFailed,
  '401 with an error': 'Invalid e-mail or password.',
  '403 with a message': 'Please verify your e-mail address first.',
  'network failure': spec.invalidCredentials,
};

const viewContext = formView(validateLogin);
const gtag = vi.fn();

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement;
const rememberInput = () => screen.getByLabelText('Remember me') as HTMLInputElement;

function change(field: string, value: string | boolean) {
  if (field === 'rememberMe') {
    if (rememberInput().checked !== value) fireEvent.click(rememberInput());
    return;
  }
  fireEvent.change(field === 'email' ? emailInput() : passwordInput(), { target: { value } });
}

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: { inputs: (name: string) => unknown[] },
  pathname: string,
) {
  if (state.matches('redirected')) {
    expect(pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeInTheDocument();
  expect(pathname).toBe('/login');
  if (state.matches('success')) {
    expect(screen.getByText('Login successful. Taking you to your dashboard...')).toBeInTheDocument();
    // The session starts at once: header and storage (accounts.md#login: token, e-mail, user id and
    // full name).
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect({ ...localStorage }).toMatchObject({
      authToken: owner.token,
      userEmail: 'asha@vidyamandir.in',
      userId: owner.userId,
      userName: owner.fullName,
    });
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'login',
      expect.objectContaining({ event_category: 'Authentication' }),
    );
    return;
  }
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Logging in...' : 'Log In' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(emailInput().disabled).toBe(submitting);
  for (const field of ['email', 'password'] as const) {
    const code = state.context.errors[field] as keyof typeof spec | undefined;
    expect(document.getElementById(`login-${field}-error`)?.textContent ?? '').toBe(code ? spec[code] : '');
  }
  if (submitting) {
    // api.md#accounts: the e-mail goes as username; remember-me is not sent.
    expect(deferred.inputs('login')).toEqual([
      { username: 'asha@vidyamandir.in', password: 'Chalk&Board2026' },
    ]);
  }
  if (event.type === 'form.submit' && state.matches('editing')) {
    expect(document.activeElement).toBe(state.context.errors.email ? emailInput() : passwordInput());
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label ?? '';
    if (event.type.startsWith('xstate.') && noticeFor[label])
      expect(alert).toHaveTextContent(noticeFor[label]);
    expect(alert).not.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('login machine, through /login', () => {
  installGtag(gtag);

  testModelPaths({
    machine: loginMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { values: run.values } })),
    viewContext,
    async open({ inspect }) {
      const deferred = deferredActors(['login']);
      const { router } = await renderApp({ path: '/login', inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'Log in to Shala' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { deferred, router };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [field, value] of Object.entries(run.values)) change(field, value);
      },
      'field.change': ({ field, value }: { field: string; value: string | boolean }) => change(field, value),
      'form.submit': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred, router }, { event }) =>
      expectPage(state, event, deferred, router.state.location.pathname),
  });

  it('shows the banners carried in navigation state after verification and after a reset', async () => {
    const { router } = await renderApp({ path: '/' });
    await act(async () => {
      await router.navigate({
        to: '/login',
        state: { verifiedEmail: 'asha@vidyamandir.in', justVerified: true },
      });
    });
    expect(
      await screen.findByText('Your e-mail address asha@vidyamandir.in is verified. Log in to continue.'),
    ).toBeInTheDocument();
    expect(emailInput().value).toBe('asha@vidyamandir.in');
    await act(async () => {
      await router.navigate({ to: '/', state: {} });
    });
    await act(async () => {
      await router.navigate({ to: '/login', state: { passwordReset: true } });
    });
    expect(
      await screen.findByText('Your password has been reset. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is verified/)).toBeNull();
  });

  it('sends a signed-in owner who opens /login to the dashboard', async () => {
    localStorage.setItem('authToken', 'stored-token');
    localStorage.setItem('userEmail', 'asha@vidyamandir.in');
    const { router } = await renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
