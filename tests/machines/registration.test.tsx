// Every path of the registration machine (SPEC §2 "Registration", §4, §5, §8), driving the real
// /register page: an empty form submitted, a filled form sent, each server answer, and resends.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type RegistrationForm, validateRegistration } from '../../common/validation';
import { registrationMachine } from '../../machines/registration.machine';
import {
  deferredActors,
  describePath,
  execBuiltIn,
  expectActorAt,
  modelPaths,
  payloadOf,
  trackTransitions,
} from './support/model';
import { renderApp } from './support/render-app';

const labels: Record<keyof RegistrationForm, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  institutionName: 'Institution name',
  phone: 'Phone',
  agreeTerms:
    'I agree to the Terms and Conditions and consent to Shala processing my details to run my account.',
};

// SPEC §5, word for word: the test's own oracle, not the app's catalogue.
const specMessages: Record<string, string> = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  institutionNameRequired: 'Institution name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  termsRequired: 'You must agree to the terms and conditions',
};

const filled: RegistrationForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: ' Asha@VidyaMandir.in ',
  password: 'Chalk&Board2026',
  confirmPassword: 'Chalk&Board2026',
  institutionName: 'Vidya Mandir Public School',
  phone: '+91 98765 43210',
  agreeTerms: true,
};

const serverAnswers = {
  'xstate.done.actor.register': [
    { output: { message: 'Registration successful', emailSent: true }, label: 'created' },
  ],
  'xstate.error.actor.register': [
    { error: { status: 409, message: 'Conflict' }, label: '409' },
    { error: { status: 400, message: 'Phone number is required' }, label: '400 with a message' },
    { error: { status: undefined }, label: 'network failure' },
  ],
  'xstate.done.actor.resendVerification': [{ output: { message: 'sent' } }],
  'xstate.error.actor.resendVerification': [
    { error: { status: 429, message: 'Too many requests' }, label: '429' },
  ],
};

const runs = [
  {
    name: 'starting from an empty form',
    input: undefined,
    eventCases: {
      'field.change': [
        { field: 'email', value: 'asha@vidyamandir', label: 'an unfinished e-mail' },
        { field: 'agreeTerms', value: true, label: 'terms ticked' },
      ],
    },
  },
  {
    name: 'starting from a filled form',
    input: { values: filled },
    eventCases: {
      'field.change': [
        { field: 'phone', value: '098765 43210', label: 'a phone starting with 0' },
        { field: 'confirmPassword', value: 'Chalk&Board', label: 'a different confirmation' },
      ],
      ...serverAnswers,
    },
  },
];

const coverage = trackTransitions(registrationMachine, import.meta.filename);
const viewContext = (s: AnyMachineSnapshot) => ({
  valid: Object.keys(validateRegistration(s.context.values)).length === 0,
  errors: s.context.errors,
  notice: s.context.notice,
  resendNotice: s.context.resendNotice,
});
let pathCount = 0;
const gtag = vi.fn();

function fieldInput(field: keyof RegistrationForm): HTMLInputElement {
  if (field === 'agreeTerms') return screen.getByRole('checkbox') as HTMLInputElement;
  return screen.getByLabelText(labels[field], { selector: 'input' }) as HTMLInputElement;
}

function change(field: keyof RegistrationForm, value: string | boolean) {
  const input = fieldInput(field);
  if (typeof value === 'boolean') {
    if (input.checked !== value) fireEvent.click(input);
  } else {
    fireEvent.change(input, { target: { value } });
  }
}

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: ReturnType<typeof deferredActors>,
) {
  if (state.matches('emailSent')) {
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText(/We have sent a verification link to asha@vidyamandir\.in\./),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /Resend verification email|Sending\.\.\./ });
    expect(resend).toHaveTextContent(
      state.matches({ emailSent: 'resending' }) ? 'Sending...' : 'Resend verification email',
    );
    expect(resend).toHaveProperty('disabled', state.matches({ emailSent: 'resending' }));
    if (state.matches({ emailSent: 'resending' })) {
      expect(deferred.inputs('resendVerification')).toEqual([{ email: 'asha@vidyamandir.in' }]);
    }
    const status = screen.queryByText('A new verification email is on its way.');
    expect(status !== null).toBe(state.matches({ emailSent: 'resent' }));
    const failure = screen.queryByText('Failed to resend verification email. Please try again.');
    expect(failure !== null).toBe(state.matches({ emailSent: 'resendFailed' }));
    if (event.type === 'xstate.done.actor.register') {
      expect(gtag).toHaveBeenCalledWith(
        'event',
        'sign_up',
        expect.objectContaining({ event_category: 'Registration' }),
      );
    }
    return;
  }

  expect(screen.getByRole('heading', { level: 1, name: 'Register your institution' })).toBeInTheDocument();
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? 'Creating account...' : 'Create account' });
  expect(button).toHaveProperty('disabled', submitting);
  for (const field of Object.keys(labels) as Array<keyof RegistrationForm>) {
    const input = fieldInput(field);
    expect(input.disabled).toBe(submitting);
    const code = state.context.errors[field] as string | undefined;
    const errorText = document.getElementById(`register-${field}-error`)?.textContent ?? '';
    expect(errorText).toBe(code ? specMessages[code] : '');
    expect(input.getAttribute('aria-invalid')).toBe(code ? 'true' : null);
    if (code) expect(input.getAttribute('aria-describedby')).toContain(`register-${field}-error`);
  }
  if (event.type === 'form.submit' && state.matches('editing')) {
    // Focus moves to the first invalid field.
    const first = (Object.keys(labels) as Array<keyof RegistrationForm>).find((f) => state.context.errors[f]);
    expect(document.activeElement).toBe(first ? fieldInput(first) : document.activeElement);
  }
  if (submitting) {
    // SPEC §3: fullName joins first and last name; the e-mail is trimmed and lower-cased.
    expect(deferred.inputs('register')).toEqual([
      {
        email: 'asha@vidyamandir.in',
        password: 'Chalk&Board2026',
        fullName: 'Asha Verma',
        institutionName: 'Vidya Mandir Public School',
        phone: '+919876543210',
      },
    ]);
  }
  const alert = screen.queryByRole('alert');
  const expectedNotice: Record<string, string> = {
    '409': 'Email address already registered. Please use a different email.',
    '400 with a message': 'Phone number is required',
    'network failure': 'Registration failed. Please try again.',
  };
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label;
    if (event.type === 'xstate.error.actor.register' && label)
      expect(alert).toHaveTextContent(expectedNotice[label] ?? '?');
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('registration machine, through /register', () => {
  beforeEach(() => {
    (globalThis as { gtag?: unknown }).gtag = gtag;
    gtag.mockClear();
  });
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  for (const run of runs) {
    describe(run.name, () => {
      const paths = modelPaths(registrationMachine, {
        input: run.input,
        eventCases: run.eventCases,
        viewContext,
      });
      pathCount += paths.length;
      for (const path of paths) {
        it(describePath(path), async () => {
          coverage.reset();
          const deferred = deferredActors(['register', 'resendVerification']);
          await renderApp({ path: '/register', inspect: coverage.inspect, apiActors: deferred.actors });
          await screen.findByRole('heading', { level: 1, name: 'Register your institution' });
          const actor = coverage.actor();
          for (const step of path.steps) {
            const event = step.event;
            if (event.type === 'xstate.init') {
              for (const [field, value] of Object.entries(run.input?.values ?? {})) {
                change(field as keyof RegistrationForm, value);
              }
            } else if (event.type === 'field.change') {
              const { field, value } = payloadOf<{ field: keyof RegistrationForm; value: string | boolean }>(
                event,
              );
              change(field, value);
            } else if (event.type === 'form.submit') {
              await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
            } else if (event.type === 'verification.resend') {
              await act(async () =>
                fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' })),
              );
            } else if (!(await execBuiltIn(event, { machine: registrationMachine, deferred }))) {
              throw new Error(`No executor for ${event.type}`);
            }
            expectActorAt(actor, step.state);
            expectPage(step.state, event, deferred);
          }
        });
      }
    });
  }

  it('shows every SPEC §5 message for an empty form, and clears one when its field is edited', async () => {
    await renderApp({ path: '/register' });
    await screen.findByRole('heading', { level: 1, name: 'Register your institution' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Institution name is required',
      'Phone number is required',
      'You must agree to the terms and conditions',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(document.activeElement).toBe(fieldInput('firstName'));
    change('firstName', 'A');
    expect(screen.queryByText('First name is required')).toBeNull();
    change('password', 'short');
    change('phone', '12345');
    change('email', 'asha@');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });

  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });

  afterAll(() => coverage.report(pathCount));
});
