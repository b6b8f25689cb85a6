// Every path of the change-password machine, driving the real /dashboard's account section: the
// form's messages, each answer of the change, the confirmation and each answer of "sign out
// everywhere", and the sign-out (to /login) when the session turns out to have ended.

import { validateChangePassword } from '@common/validation';
import { NO_ANSWER } from '@machines/api-failure';
import { changePasswordMachine } from '@machines/change-password.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { openDashboard, owner, signInOwner } from './support/dashboard';
import { deferredActors, formView, type ModelPath, payloadOf, testModelPaths } from './support/model';

// The test's own oracle, not the app's catalogue.
const text = {
  heading: 'Account security',
  lead: 'Change your password, or sign out on every device where your account is open.',
  currentRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  tooShort: 'Password must be at least 8 characters long',
  sameAsCurrent: 'New password must be different from the current password',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  changed: 'Your password has been changed. Every other session has been signed out.',
  changeFailed: 'Password change failed. Please try again.',
  signOutFailed: 'Signing out everywhere failed. Please try again.',
  wrongCurrent: 'Current password is incorrect',
};

const CURRENT = 'Old&Board-2025';
const NEW = 'Fresh&Chalk-2027';

const changeFailures: Record<string, string> = {
  'wrong current password': text.wrongCurrent,
  'network failure': text.changeFailed,
};

const run = {
  input: { token: owner.token },
  eventCases: {
    'field.change': [
      { field: 'currentPassword', value: CURRENT, label: 'the current password' },
      { field: 'newPassword', value: NEW, label: 'a good new password' },
      { field: 'confirmPassword', value: NEW, label: 'the same confirmation' },
      { field: 'newPassword', value: 'short', label: 'a short new password' },
    ],
    'xstate.done.actor.changePassword': [{ output: undefined, label: 'changed' }],
    'xstate.error.actor.changePassword': [
      {
        error: { status: 400, message: text.wrongCurrent, code: 'wrong_current_password' },
        label: 'wrong current password',
      },
      { error: { status: NO_ANSWER }, label: 'network failure' },
      { error: { status: 401 }, label: '401' },
    ],
    'xstate.done.actor.logoutEverywhere': [{ output: undefined, label: 'signed out' }],
    'xstate.error.actor.logoutEverywhere': [
      { error: { status: NO_ANSWER }, label: 'network failure' },
      { error: { status: 401 }, label: '401' },
    ],
  },
};

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const labels: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const input = (field: Field) =>
  screen.getByLabelText(labels[field], { selector: 'input' }) as HTMLInputElement;
const section = () => screen.getByRole('region', { name: text.heading });

/** What the section should show by now, worked out from the path's own steps. */
function expected(path: ModelPath, upTo: number) {
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  let values = { ...empty };
  let errors = { ...empty };
  let notice = '';
  let focus: Field | null = null;
  for (const step of path.steps.slice(1, upTo + 1)) {
    const event = step.event;
    const label = (event as { label?: string }).label ?? '';
    focus = null;
    if (event.type === 'form.open' || event.type === 'form.cancel') {
      values = { ...empty };
      errors = { ...empty };
      notice = '';
    }
    if (event.type === 'signOutEverywhere.request') notice = '';
    if (event.type === 'field.change') {
      const { field, value } = payloadOf<{ field: Field; value: string }>(event);
      values[field] = value;
      errors[field] = '';
    }
    if (event.type === 'form.submit') {
      errors = {
        currentPassword: values.currentPassword ? '' : text.currentRequired,
        newPassword: !values.newPassword
          ? text.passwordRequired
          : values.newPassword.length < 8
            ? text.tooShort
            : values.newPassword === values.currentPassword
              ? text.sameAsCurrent
              : '',
        confirmPassword: !values.confirmPassword
          ? text.confirmRequired
          : values.confirmPassword !== values.newPassword
            ? text.mismatch
            : '',
      };
      focus = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((f) => errors[f]) ?? null;
      if (!focus) notice = '';
    }
    if (event.type === 'xstate.done.actor.changePassword') values = { ...empty };
    if (event.type === 'xstate.error.actor.changePassword') notice = changeFailures[label] ?? '';
    if (event.type === 'xstate.error.actor.logoutEverywhere' && label === 'network failure')
      notice = text.signOutFailed;
  }
  return { values, errors, notice, focus };
}

function expectSection(
  state: AnyMachineSnapshot,
  shown: ReturnType<typeof expected>,
  deferred: ReturnType<typeof deferredActors>,
  pathname: string,
) {
  if (state.matches('signedOut')) {
    // Signed out here too, on the login page.
    expect(pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    return;
  }
  expect(pathname).toBe('/dashboard');
  const region = section();
  const inRegion = within(region);
  expect(inRegion.getByText(text.lead)).toBeInTheDocument();
  const alert = inRegion.queryByRole('alert');
  if (shown.notice && !state.matches('submitting')) expect(alert).toHaveTextContent(shown.notice);
  else expect(alert).toBeNull();

  const form = region.querySelector('form');
  const actions = ['Change password', 'Sign out everywhere'];
  if (state.matches('closed') || state.matches('changed')) {
    expect(form).toBeNull();
    for (const name of actions) expect(inRegion.getByRole('button', { name })).toBeEnabled();
    const status = inRegion.queryByRole('status');
    if (state.matches('changed')) expect(status).toHaveTextContent(text.changed);
    else expect(status).toBeNull();
    expect(inRegion.queryByRole('alertdialog')).toBeNull();
    return;
  }
  for (const name of actions) expect(inRegion.queryByRole('button', { name })).toBeNull();

  if (state.matches('confirmingSignOut')) {
    const dialog = inRegion.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('You will be signed out on every device, including this one.');
    expect(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(form).toBeNull();
    return;
  }
  if (state.matches('signingOut')) {
    expect(inRegion.getByRole('status')).toHaveTextContent('Signing out...');
    expect(deferred.inputs('logoutEverywhere')).toEqual([{ token: owner.token }]);
    expect(form).toBeNull();
    return;
  }

  // The form: editing or submitting.
  const submitting = state.matches('submitting');
  expect(form).not.toBeNull();
  const save = inRegion.getByRole('button', { name: submitting ? 'Saving...' : 'Save new password' });
  expect(save).toHaveProperty('disabled', submitting);
  expect(inRegion.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', submitting);
  for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
    const element = input(field);
    expect(element.value).toBe(shown.values[field]);
    expect(element.type).toBe('password');
    expect(element.disabled).toBe(submitting);
    const error = shown.errors[field];
    expect(document.getElementById(`account-${field}-error`)?.textContent ?? '').toBe(error);
    expect(element.getAttribute('aria-invalid')).toBe(error ? 'true' : null);
  }
  if (shown.focus) expect(document.activeElement).toBe(input(shown.focus));
  if (submitting) {
    expect(deferred.inputs('changePassword')).toEqual([
      { token: owner.token, currentPassword: CURRENT, newPassword: NEW },
    ]);
  }
}

describe('change-password machine, through the dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const click = (name: string) =>
    act(async () => fireEvent.click(within(section()).getByRole('button', { name })));

  testModelPaths({
    machine: changePasswordMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: formView(validateChangePassword),
    async open({ inspect }) {
      signInOwner();
      const deferred = deferredActors(['fetchTenant', 'changePassword', 'logoutEverywhere']);
      const { router } = await openDashboard({ inspect, actors: deferred.actors });
      section();
      return { deferred, router };
    },
    on: {
      'form.open': () => click('Change password'),
      'form.cancel': () => click('Cancel'),
      'form.submit': () => click('Save new password'),
      'field.change': ({ field, value }: { field: Field; value: string }) => {
        // React reports no change for the value a field already holds: retype it, as a person would.
        if (input(field).value === value) fireEvent.change(input(field), { target: { value: '' } });
        fireEvent.change(input(field), { target: { value } });
      },
      'signOutEverywhere.request': () => click('Sign out everywhere'),
      'signOutEverywhere.confirm': () => click('Yes, sign out everywhere'),
      'signOutEverywhere.cancel': () => click('Cancel'),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    // The session's own logout navigation settles on the next ticks.
    settle: async (_, { state }) => {
      if (state.matches('signedOut')) await act(async () => vi.advanceTimersByTime(0));
    },
    expect: (state, { deferred, router }, { path, index }) =>
      expectSection(state, expected(path, index), deferred, router.state.location.pathname),
  });
});
