// Every path of the portal's forgot-password machine (docs/requirements/portal.md#getting-in),
// driving the real /forgot-password page.

import { NO_ANSWER } from '@machines/api-failure';
import { portalForgotPasswordMachine } from '@machines/portal/portal-forgot-password.machine';
import { validateEmailOnly } from '@machines/portal/portal-validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const runs: Array<ModelRun & { values: Record<string, string> }> = [
  {
    name: 'starting from an empty form',
    values: {},
    eventCases: { 'field.change': [{ field: 'email', value: 'ravi@', label: 'an unfinished e-mail' }] },
  },
  {
    name: 'starting from a filled form',
    values: { email: 'Ravi@VidyaMandir.in ' },
    eventCases: {
      'field.change': [{ field: 'email', value: '', label: 'e-mail cleared' }],
      'xstate.done.actor.forgotPassword': [{ output: { message: 'Check your e-mail.' }, label: 'sent' }],
      'xstate.error.actor.forgotPassword': [
        {
          error: { status: 429, message: 'Too many requests. Try again in a minute.' },
          label: 'rate limited',
        },
        {
          error: {
            status: NO_ANSWER,
            message: 'Could not reach the server. Check your connection and try again.',
          },
          label: 'offline',
        },
        { error: {}, label: 'no sentence' },
      ],
    },
  },
];

const texts = { emailRequired: 'Email is required', emailInvalid: 'Email is invalid' };
const noticeFor: Record<string, string> = {
  'rate limited': 'Too many requests. Try again in a minute.',
  offline: 'Could not reach the server. Check your connection and try again.',
  'no sentence': 'Could not send the link. Please try again.',
};

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const change = (value: string) => fireEvent.change(emailInput(), { target: { value } });

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: { inputs: (name: string) => unknown[] },
  actual: AnyMachineSnapshot,
) {
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  if (state.matches('sent')) {
    // The same answer whether or not the address has an account.
    expect(screen.getByRole('status')).toHaveTextContent(
      'If ravi@vidyamandir.in belongs to an account on this portal, a link to reset the password is on its way.',
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    return;
  }
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Sending…' : 'Send reset link' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(button.getAttribute('aria-busy')).toBe(String(submitting));
  // What the person typed stays (an e-mail input drops outer spaces).
  expect(emailInput().value).toBe(actual.context.values.email.trim());
  const code = state.context.errors.email as keyof typeof texts | undefined;
  expect(document.getElementById('forgot-email-error')?.textContent ?? '').toBe(code ? texts[code] : '');
  if (submitting) expect(deferred.inputs('forgotPassword')).toEqual([{ email: 'ravi@vidyamandir.in' }]);
  if (event.type === 'form.submit' && state.matches('editing'))
    expect(document.activeElement).toBe(emailInput());
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label ?? '';
    if (event.type.startsWith('xstate.') && noticeFor[label])
      expect(alert).toHaveTextContent(noticeFor[label]);
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('portal forgot-password machine, through /forgot-password', () => {
  testModelPaths({
    machine: portalForgotPasswordMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { values: run.values } })),
    viewContext: formView(validateEmailOnly),
    async open({ inspect }) {
      const deferred = deferredActors(['forgotPassword']);
      await renderPortal({ path: '/forgot-password', inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
      return { deferred };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        const { email } = (run as (typeof runs)[number]).values;
        if (email !== undefined) change(email);
      },
      'field.change': ({ value }: { value: string }) => change(value),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred }, { event, actor }) =>
      expectPage(state, event, deferred, actor.getSnapshot() as AnyMachineSnapshot),
  });
});
