// Every path of the forgot-password machine (docs/requirements/accounts.md#forgot-password),
// driving the real /forgot-password page: the e-mail checked, the request sent, each server answer.

import { validateEmailForm } from '@common/validation';
import { NO_ANSWER } from '@machines/api-failure';
import { forgotPasswordMachine } from '@machines/forgot-password.machine';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, formView, type ModelPath, payloadOf, testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

// accounts.md#validation and #error-messages, word for word: the test's own oracle, not the app's
// catalogue.
const spec = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  forgotFailed: 'Password reset request failed. Please try again.',
};

const failures: Record<string, string> = {
  '429 with an error': 'Too many requests from this address. Please try again later.',
  'a message but no error': spec.forgotFailed,
  'network failure': spec.forgotFailed,
};

const run = {
  eventCases: {
    'field.change': [
      { field: 'email', value: 'asha@vidyamandir', label: 'an unfinished e-mail' },
      { field: 'email', value: ' Asha@VidyaMandir.in ', label: 'a valid e-mail' },
    ],
    'xstate.done.actor.forgotPassword': [
      { output: { message: 'If the address is registered, a link is on its way.' } },
    ],
    'xstate.error.actor.forgotPassword': [
      {
        error: {
          status: 429,
          error: 'Too many requests from this address. Please try again later.',
          message: 'Too many requests from this address. Please try again later.',
        },
        label: '429 with an error',
      },
      // api.md#error-bodies: the page reads `error` only.
      { error: { status: 500, message: 'Database unavailable' }, label: 'a message but no error' },
      { error: { status: NO_ANSWER }, label: 'network failure' },
    ],
  },
};

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;

/** What the page should show by now, worked out from the path's own steps. */
function expected(path: ModelPath, upTo: number) {
  let value = '';
  let fieldError = '';
  let notice = '';
  for (const step of path.steps.slice(1, upTo + 1)) {
    const event = step.event;
    if (event.type === 'field.change') {
      value = payloadOf<{ value: string }>(event).value;
      fieldError = '';
    } else if (event.type === 'form.submit') {
      // The e-mail pattern of accounts.md#validation.
      const trimmed = value.trim();
      fieldError = !trimmed
        ? spec.emailRequired
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
          ? ''
          : spec.emailInvalid;
      if (!fieldError) notice = '';
    } else if (event.type === 'xstate.error.actor.forgotPassword') {
      notice = failures[(event as { label?: string }).label ?? ''] ?? '?';
    }
  }
  return { value, fieldError, notice };
}

function expectPage(
  state: AnyMachineSnapshot,
  shown: ReturnType<typeof expected>,
  deferred: ReturnType<typeof deferredActors>,
  justSubmitted: boolean,
) {
  if (state.matches('sent')) {
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    // Says nothing about whether the account exists.
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for asha@vidyamandir.in, a password reset link is on its way. The link expires after 24 hours.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).toBeNull();
    return;
  }

  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  // accounts.md#forgot-password: the screen says the link expires after 24 hours.
  expect(screen.getByText('The link expires after 24 hours.')).toBeInTheDocument();
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Sending...' : 'Send reset link' });
  expect(button).toHaveProperty('disabled', submitting);
  expect(emailInput().disabled).toBe(submitting);
  // An e-mail input drops surrounding spaces (HTML's value sanitization), as browsers do.
  expect(emailInput().value).toBe(shown.value.trim());
  expect(document.getElementById('forgot-email-error')?.textContent ?? '').toBe(shown.fieldError);
  expect(emailInput().getAttribute('aria-invalid')).toBe(shown.fieldError ? 'true' : null);
  if (shown.fieldError) {
    expect(emailInput().getAttribute('aria-describedby')).toContain('forgot-email-error');
    if (justSubmitted) expect(document.activeElement).toBe(emailInput());
  }
  if (submitting) {
    expect(deferred.inputs('forgotPassword')).toEqual([{ email: 'asha@vidyamandir.in' }]);
  }
  const alert = screen.queryByRole('alert');
  if (shown.notice && !submitting) {
    expect(alert).toHaveTextContent(shown.notice);
    expect(state.matches({ editing: 'error' })).toBe(true);
  } else {
    // An earlier failure is cleared when the request is sent again.
    expect(alert).toBeNull();
  }
}

describe('forgot-password machine, through /forgot-password', () => {
  testModelPaths({
    machine: forgotPasswordMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: formView(validateEmailForm),
    async open({ inspect }) {
      const deferred = deferredActors(['forgotPassword']);
      await renderApp({ path: '/forgot-password', inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
      return deferred;
    },
    on: {
      'field.change': ({ value }: { value: string }) => fireEvent.change(emailInput(), { target: { value } }),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))),
    },
    builtIn: (deferred) => ({ deferred }),
    expect: (state, deferred, { event, path, index }) =>
      expectPage(state, expected(path, index), deferred, event.type === 'form.submit'),
  });
});
