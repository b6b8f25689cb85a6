// Every path of the portal's reset-password machine (docs/requirements/portal.md#getting-in),
// driving the real /reset-password#token=... page: the link without a token, the 8-128 rule, each
// server answer and the way to sign in afterwards.

import { portalResetPasswordMachine } from '@machines/portal/portal-reset-password.machine';
import { validateNewPassword } from '@machines/portal/portal-validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const TOKEN = 'r3s3t-t0k3n';
const GOOD = 'Chalk&Board2026';

type Run = ModelRun & { token: string | null; values: Record<string, string> };
const runs: Run[] = [
  { name: 'a link without a token', token: null, values: {} },
  {
    name: 'a link with a token, an empty form',
    token: TOKEN,
    values: {},
    eventCases: {
      'field.change': [
        { field: 'password', value: 'short', label: 'too short' },
        { field: 'password', value: 'x'.repeat(129), label: 'too long' },
        { field: 'confirmPassword', value: 'other', label: 'a different confirmation' },
      ],
    },
  },
  {
    name: 'a link with a token, a filled form',
    token: TOKEN,
    values: { password: GOOD, confirmPassword: GOOD },
    eventCases: {
      'field.change': [{ field: 'confirmPassword', value: '', label: 'confirmation cleared' }],
      'xstate.done.actor.resetPassword': [
        { output: { message: 'Your password has been reset.' }, label: 'reset' },
      ],
      'xstate.error.actor.resetPassword': [
        {
          error: { status: 400, message: 'This reset link is invalid or has expired.' },
          label: 'expired link',
        },
        { error: { status: 503 }, label: 'no sentence' },
      ],
    },
  },
];

const texts: Record<string, string> = {
  passwordRequired: 'Password is required',
  passwordTooShortReset: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
};
const noticeFor: Record<string, string> = {
  'expired link': 'This reset link is invalid or has expired.',
  'no sentence': 'Could not change the password. Please try again.',
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const labels = { password: 'New password', confirmPassword: 'Confirm password' } as const;
const change = (field: keyof typeof labels, value: string) =>
  fireEvent.change(input(labels[field]), { target: { value } });

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: { inputs: (name: string) => unknown[] },
  actual: AnyMachineSnapshot,
) {
  expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
  if (state.matches('missingToken')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete. Please use the link from your e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    return;
  }
  if (state.matches('done')) {
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    return;
  }
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Saving…' : 'Set password' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(button.getAttribute('aria-busy')).toBe(String(submitting));
  for (const field of ['password', 'confirmPassword'] as const) {
    // Whatever happened, what the person typed is still there.
    expect(input(labels[field]).value).toBe(actual.context.values[field]);
    const code = state.context.errors[field] as string | undefined;
    expect(document.getElementById(`reset-${field}-error`)?.textContent ?? '').toBe(code ? texts[code] : '');
  }
  if (submitting) expect(deferred.inputs('resetPassword')).toEqual([{ token: TOKEN, password: GOOD }]);
  if (event.type === 'form.submit' && state.matches('editing'))
    expect(document.activeElement).toBe(
      input(state.context.errors.password ? labels.password : labels.confirmPassword),
    );
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label ?? '';
    if (event.type.startsWith('xstate.') && noticeFor[label])
      expect(alert).toHaveTextContent(noticeFor[label]);
    expect(alert).not.toBeNull();
    // A dead link can be replaced from here.
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  } else {
    expect(alert).toBeNull();
  }
}

describe('portal reset-password machine, through /reset-password', () => {
  testModelPaths<{ deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: portalResetPasswordMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { token: run.token, values: run.values } })),
    viewContext: formView(validateNewPassword),
    async open({ inspect, run }) {
      const deferred = deferredActors(['resetPassword']);
      await renderPortal({
        path: run.token ? `/reset-password#token=${run.token}` : '/reset-password',
        inspect,
        actors: deferred.actors,
      });
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
      return { deferred };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [field, value] of Object.entries(run.values)) change(field as keyof typeof labels, value);
      },
      'field.change': ({ field, value }: { field: keyof typeof labels; value: string }) =>
        change(field, value),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred }, { event, actor }) =>
      expectPage(state, event, deferred, actor.getSnapshot() as AnyMachineSnapshot),
  });
});
