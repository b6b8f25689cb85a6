// Every path of the reset-password machine (docs/requirements/accounts.md#password-reset), driving
// the real /reset-password page: links without a token or an e-mail, the link check's answers,
// the form's messages, each answer to the reset, and the redirect to /login 3 s after success.

import { validateReset } from '@common/validation';
import { NO_ANSWER } from '@machines/api-failure';
import { resetPasswordMachine } from '@machines/reset-password.machine';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  deferredActors,
  formView,
  type ModelPath,
  type ModelRun,
  payloadOf,
  testModelPaths,
} from './support/model';
import { locationOf, nav, renderApp } from './support/render-app';

// accounts.md#validation and #error-messages, word for word: the test's own oracle, not the app's
// catalogue.
const spec = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  linkMissing: 'Invalid or missing reset token. Please request a new password reset link.',
  linkRejected: 'Invalid or expired reset token. Please request a new password reset link.',
  linkUnchecked: 'Failed to verify reset token. Please request a new password reset link.',
  resetFailed: 'Password reset failed. Please try again.',
};
// accounts.md#password-reset: the side panel 'Password Security'.
const securityTips = [
  'Use at least 8 characters',
  'Mix upper and lower case letters',
  'Include numbers and special characters',
  'Avoid common words or personal information',
];

const TOKEN = 'reset-token-1';
const EMAIL = 'asha@vidyamandir.in';
const NEW_PASSWORD = 'Chalk&Board2026';

const linkFailures: Record<string, string> = {
  'token rejected': spec.linkRejected,
  'network failure': spec.linkUnchecked,
};
const resetFailures: Record<string, string> = {
  'token used meanwhile': 'Invalid or expired reset token',
  'network failure': spec.resetFailed,
};

interface Run extends ModelRun {
  name: string;
  token: string | null;
  email: string | null;
  /** An owner's session is stored in this browser when the page opens. */
  signedIn: boolean;
  eventCases: Record<string, Array<Record<string, unknown>>>;
}

const runs: Run[] = [
  { name: 'a link without a token', token: null, email: EMAIL, signedIn: false, eventCases: {} },
  { name: 'a link without an e-mail', token: TOKEN, email: null, signedIn: false, eventCases: {} },
  {
    name: 'a link the server turns down, or cannot check',
    token: TOKEN,
    email: EMAIL,
    signedIn: false,
    eventCases: {
      'xstate.error.actor.verifyResetToken': [
        { error: { status: 400, message: 'Invalid or expired reset token' }, label: 'token rejected' },
        { error: { status: NO_ANSWER }, label: 'network failure' },
      ],
      'xstate.done.actor.verifyResetToken': [],
    },
  },
  {
    name: 'a valid link: the form submitted empty, then half-filled',
    token: TOKEN,
    email: EMAIL,
    signedIn: false,
    eventCases: {
      'xstate.done.actor.verifyResetToken': [{ output: { message: 'Token is valid' } }],
      'xstate.error.actor.verifyResetToken': [],
      'field.change': [
        { field: 'password', value: 'short', label: 'a short password' },
        { field: 'confirmPassword', value: 'Chalk&Board', label: 'a different confirmation' },
      ],
    },
  },
  {
    name: 'a valid link, an owner signed in on this browser: the new password sent',
    token: TOKEN,
    email: EMAIL,
    signedIn: true,
    eventCases: {
      'xstate.done.actor.verifyResetToken': [{ output: { message: 'Token is valid' } }],
      'xstate.error.actor.verifyResetToken': [],
      'field.change': [
        { field: 'password', value: NEW_PASSWORD, label: 'a good password' },
        { field: 'confirmPassword', value: NEW_PASSWORD, label: 'the same confirmation' },
      ],
      'xstate.done.actor.resetPassword': [{ output: { message: 'Password reset successful' } }],
      'xstate.error.actor.resetPassword': [
        { error: { status: 400, message: 'Invalid or expired reset token' }, label: 'token used meanwhile' },
        { error: { status: NO_ANSWER }, label: 'network failure' },
      ],
    },
  },
];

const viewContext = (s: AnyMachineSnapshot) => ({
  ...formView(validateReset)(s),
  linkNotice: s.context.linkNotice,
});

const passwordInput = () => screen.getByLabelText('New Password', { selector: 'input' }) as HTMLInputElement;
const confirmInput = () =>
  screen.getByLabelText('Confirm New Password', { selector: 'input' }) as HTMLInputElement;

/**
 * What the page should show by now, worked out from the path's own steps (accounts.md#validation,
 * #error-messages).
 */
function expected(run: Run, path: ModelPath, upTo: number) {
  const values = { password: '', confirmPassword: '' };
  const fieldErrors = { password: '', confirmPassword: '' };
  let linkError = run.token && run.email ? '' : spec.linkMissing;
  let notice = '';
  let focus: 'password' | 'confirmPassword' | null = null;
  for (const step of path.steps.slice(1, upTo + 1)) {
    const event = step.event;
    const label = (event as { label?: string }).label ?? '';
    focus = null;
    if (event.type === 'xstate.error.actor.verifyResetToken') linkError = linkFailures[label] ?? '?';
    if (event.type === 'field.change') {
      const { field, value } = payloadOf<{ field: 'password' | 'confirmPassword'; value: string }>(event);
      values[field] = value;
      fieldErrors[field] = '';
    }
    if (event.type === 'form.submit') {
      fieldErrors.password = !values.password
        ? spec.passwordRequired
        : values.password.length < 8
          ? spec.passwordTooShort
          : '';
      fieldErrors.confirmPassword = !values.confirmPassword
        ? spec.confirmRequired
        : values.confirmPassword !== values.password
          ? spec.mismatch
          : '';
      if (fieldErrors.password) focus = 'password';
      else if (fieldErrors.confirmPassword) focus = 'confirmPassword';
      else notice = ''; // sent: an earlier error is cleared
    }
    if (event.type === 'xstate.error.actor.resetPassword') notice = resetFailures[label] ?? '?';
  }
  return { values, fieldErrors, linkError, notice, focus };
}

function expectSecurityPanel(shown: boolean) {
  const panel = screen.queryByRole('complementary', { name: 'Password Security' });
  if (!shown) {
    expect(panel).toBeNull();
    return;
  }
  expect(panel).not.toBeNull();
  const tips = within(panel as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(tips).toEqual(securityTips);
  expect(within(panel as HTMLElement).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    '/#contact',
  );
}

function expectPage(
  run: Run,
  state: AnyMachineSnapshot,
  shown: ReturnType<typeof expected>,
  deferred: ReturnType<typeof deferredActors>,
  location: { pathname: string; state: Record<string, unknown> },
) {
  if (state.matches('redirected')) {
    // accounts.md#password-reset: /login after 3 s, with the passwordReset flag in navigation
    // state.
    expect(location.pathname).toBe('/login');
    expect(location.state).toMatchObject({ passwordReset: true });
    expect(localStorage.getItem('authToken')).toBeNull();
    return;
  }
  expect(location.pathname).toBe('/reset-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  const form = document.querySelector('form');

  if (state.matches('checking')) {
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(deferred.inputs('verifyResetToken')).toEqual([{ token: TOKEN, email: EMAIL }]);
    expect(form).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectSecurityPanel(false);
    return;
  }

  if (state.matches('invalid')) {
    expect(screen.getByRole('heading', { level: 2, name: 'Invalid or Expired Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(shown.linkError);
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(form).toBeNull();
    expectSecurityPanel(false);
    return;
  }
  expect(screen.queryByRole('heading', { name: 'Invalid or Expired Link' })).toBeNull();

  if (state.matches('submitted')) {
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Taking you to the login page...',
    );
    expect(form).toBeNull();
    // accounts.md#password-reset: the stored session is gone before /login (the header shows Login
    // again).
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    return;
  }

  // The form.
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', {
    name: submitting ? 'Resetting Password...' : 'Reset Password',
  });
  expect(button).toHaveProperty('disabled', submitting);
  for (const [field, input] of [
    ['password', passwordInput()],
    ['confirmPassword', confirmInput()],
  ] as const) {
    expect(input.value).toBe(shown.values[field]);
    expect(input.disabled).toBe(submitting);
    const error = shown.fieldErrors[field];
    expect(document.getElementById(`reset-${field}-error`)?.textContent ?? '').toBe(error);
    expect(input.getAttribute('aria-invalid')).toBe(error ? 'true' : null);
    if (error) expect(input.getAttribute('aria-describedby')).toContain(`reset-${field}-error`);
  }
  if (shown.focus) {
    expect(document.activeElement).toBe(shown.focus === 'password' ? passwordInput() : confirmInput());
  }
  if (submitting) {
    expect(deferred.inputs('resetPassword')).toEqual([
      { token: TOKEN, email: EMAIL, password: NEW_PASSWORD },
    ]);
  }
  const alert = screen.queryByRole('alert');
  if (shown.notice && !submitting) {
    expect(state.matches({ editing: 'error' })).toBe(true);
    expect(alert).toHaveTextContent(shown.notice);
    // accounts.md#password-reset: the box is above the form.
    expect(
      (alert as HTMLElement).compareDocumentPosition(form as HTMLFormElement) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  } else {
    expect(alert).toBeNull();
  }
  expectSecurityPanel(true);
  // Still signed in until the reset succeeds.
  expect(localStorage.getItem('authToken')).toBe(run.signedIn ? 'old-session-token' : null);
}

async function openReset(run: Run, options: Parameters<typeof renderApp>[0] = {}) {
  if (run.signedIn) {
    localStorage.setItem('authToken', 'old-session-token');
    localStorage.setItem('userEmail', EMAIL);
    localStorage.setItem('userId', '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10');
    localStorage.setItem('userName', 'Asha Verma');
  }
  const query = new URLSearchParams({
    ...(run.token ? { token: run.token } : {}),
    ...(run.email ? { email: run.email } : {}),
  });
  const rendered = await renderApp({ path: `/reset-password?${query}`, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return rendered;
}

describe('reset-password machine, through /reset-password', () => {
  testModelPaths({
    machine: resetPasswordMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { token: run.token, email: run.email } })),
    viewContext,
    async open({ inspect, run }) {
      const deferred = deferredActors(['verifyResetToken', 'resetPassword']);
      const { router } = await openReset(run, { inspect, actors: deferred.actors });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { deferred, location: locationOf(router) };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }) =>
        fireEvent.change(field === 'password' ? passwordInput() : confirmInput(), { target: { value } }),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))),
    },
    builtIn: ({ deferred, location }, { run, path, index }) => ({
      deferred,
      // At 2999 ms the success message still shows, on /reset-password.
      beforeDelayEnds: () =>
        expectPage(
          run,
          path.steps[index - 1]?.state as AnyMachineSnapshot,
          expected(run, path, index - 1),
          deferred,
          location(),
        ),
    }),
    expect: (state, { deferred, location }, { run, path, index }) =>
      expectPage(run, state, expected(run, path, index), deferred, location()),
  });

  it('leads to the contact section of the home page from Contact Support', async () => {
    const deferred = deferredActors(['verifyResetToken']);
    const { router } = await renderApp({
      path: `/reset-password?token=${TOKEN}&email=${EMAIL}`,
      actors: deferred.actors,
    });
    await deferred.settle('verifyResetToken', 'done', undefined);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact Support' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('contact');
    expect(router.state.location.state).toMatchObject({ scrollTo: 'contact' });
  });
});
