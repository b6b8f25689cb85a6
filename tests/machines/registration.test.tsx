// Every path of the registration machine (docs/requirements/accounts.md#registration), driving the
// real /register page: an empty form submitted, a filled form sent, each server answer, and
// resends.

import { type Language, pathInLanguage } from '@common/languages';
import { type RegistrationForm, validateRegistration } from '@common/validation';
import { NO_ANSWER } from '@machines/api-failure';
import { registrationMachine } from '@machines/registration.machine';
import { auth as hindi } from '@site/i18n/hi/auth';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { installGtag } from './support/gtag';
import { deferredActors, formView, testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

// What the page says in each language (the flow runs in both). English is the fixed texts', word
// for word (docs/requirements/README.md#fixed-texts): the test's own oracle, not the app's
// catalogue. Hindi is the Hindi catalogue's, so a Hindi page that shows English, or the wrong
// text for a state, fails.
interface PageTexts {
  labels: Record<keyof RegistrationForm, string>;
  messages: Record<string, string>;
  heading: string;
  submit: string;
  submitting: string;
  sentHeading: string;
  sentBody: RegExp;
  resend: string;
  resending: string;
  resent: string;
  resendFailed: string;
  /** The error banner after each labelled server answer. */
  notices: Record<string, string>;
}

const english: PageTexts = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    institutionName: 'Institution name',
    phone: 'Phone',
    agreeTerms:
      'I agree to the Terms and Conditions and consent to Shala processing my details to run my account.',
  },
  messages: {
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
  },
  heading: 'Register your institution',
  submit: 'Create account',
  submitting: 'Creating account...',
  sentHeading: 'Check your inbox',
  sentBody: /We have sent a verification link to asha@vidyamandir\.in\./,
  resend: 'Resend verification email',
  resending: 'Sending...',
  resent: 'A new verification email is on its way.',
  resendFailed: 'Failed to resend verification email. Please try again.',
  notices: {
    // accounts.md#error-messages: 409 has its own sentence; otherwise the server's message; else
    // the fallback.
    '409': 'Email address already registered. Please use a different email.',
    '400 with a message': 'Phone number is required',
    '429 with its code': 'Too many attempts from your network. Please wait 15 minutes and try again.',
    'network failure': 'Registration failed. Please try again.',
  },
};

const hindiTexts: PageTexts = {
  labels: {
    firstName: hindi.fields.firstName,
    lastName: hindi.fields.lastName,
    email: hindi.fields.email,
    password: hindi.fields.password,
    confirmPassword: hindi.fields.confirmPassword,
    institutionName: hindi.fields.institutionName,
    phone: hindi.fields.phone,
    agreeTerms: hindi.register.termsBefore + hindi.register.termsLink + hindi.register.termsAfter,
  },
  messages: hindi.validation,
  heading: hindi.register.heading,
  submit: hindi.register.submit,
  submitting: hindi.register.submitting,
  sentHeading: hindi.register.sentHeading,
  sentBody: new RegExp(hindi.register.sentBody('asha@vidyamandir.in').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  resend: hindi.register.resend,
  resending: hindi.register.resending,
  resent: hindi.register.resent,
  resendFailed: hindi.errors.resendFailed,
  notices: {
    // The API speaks English: a Hindi page shows its own words for the server's code, and its
    // fallback for a sentence it has no code for.
    '409': hindi.errors.emailTaken,
    '400 with a message': hindi.errors.registrationFailed,
    '429 with its code': hindi.errors.rateLimited,
    'network failure': hindi.errors.registrationFailed,
  },
};

const pageTexts: Record<Language, PageTexts> = { en: english, hi: hindiTexts };

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
    {
      error: {
        status: 429,
        message: 'Too many attempts from your network. Please wait 15 minutes and try again.',
        code: 'rate_limited',
      },
      label: '429 with its code',
    },
    { error: { status: NO_ANSWER }, label: 'network failure' },
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

const viewContext = (s: AnyMachineSnapshot) => ({
  ...formView(validateRegistration)(s),
  resendNotice: s.context.resendNotice,
});
const gtag = vi.fn();

function fieldInput(t: PageTexts, field: keyof RegistrationForm): HTMLInputElement {
  if (field === 'agreeTerms')
    return screen.getByRole('checkbox', { name: t.labels.agreeTerms }) as HTMLInputElement;
  return screen.getByLabelText(t.labels[field], { selector: 'input' }) as HTMLInputElement;
}

function change(t: PageTexts, field: keyof RegistrationForm, value: string | boolean) {
  const input = fieldInput(t, field);
  if (typeof value === 'boolean') {
    if (input.checked !== value) fireEvent.click(input);
  } else {
    fireEvent.change(input, { target: { value } });
  }
}

function expectPage(
  language: Language,
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: ReturnType<typeof deferredActors>,
) {
  const t = pageTexts[language];
  if (state.matches('emailSent')) {
    expect(screen.getByRole('heading', { level: 1, name: t.sentHeading })).toBeInTheDocument();
    expect(screen.getByText(t.sentBody)).toBeInTheDocument();
    const resend = screen.getByRole('button', {
      name: state.matches({ emailSent: 'resending' }) ? t.resending : t.resend,
    });
    expect(resend).toHaveProperty('disabled', state.matches({ emailSent: 'resending' }));
    if (state.matches({ emailSent: 'resending' })) {
      expect(deferred.inputs('resendVerification')).toEqual([{ email: 'asha@vidyamandir.in' }]);
    }
    const status = screen.queryByText(t.resent);
    expect(status !== null).toBe(state.matches({ emailSent: 'resent' }));
    const failure = screen.queryByText(t.resendFailed);
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

  expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
  const submitting = state.matches('submitting');
  const button = screen.getByRole('button', { name: submitting ? t.submitting : t.submit });
  expect(button).toHaveProperty('disabled', submitting);
  for (const field of Object.keys(t.labels) as Array<keyof RegistrationForm>) {
    const input = fieldInput(t, field);
    expect(input.disabled).toBe(submitting);
    const code = state.context.errors[field] as string | undefined;
    const errorText = document.getElementById(`register-${field}-error`)?.textContent ?? '';
    expect(errorText).toBe(code ? t.messages[code] : '');
    expect(input.getAttribute('aria-invalid')).toBe(code ? 'true' : null);
    if (code) expect(input.getAttribute('aria-describedby')).toContain(`register-${field}-error`);
  }
  if (event.type === 'form.submit' && state.matches('editing')) {
    // Focus moves to the first invalid field.
    const first = (Object.keys(t.labels) as Array<keyof RegistrationForm>).find(
      (f) => state.context.errors[f],
    );
    expect(document.activeElement).toBe(first ? fieldInput(t, first) : document.activeElement);
  }
  if (submitting) {
    // accounts.md#registration: fullName joins first and last name; the e-mail is trimmed and
    // lower-cased. The page's language goes along, so the owner's mails are written in it
    // (languages.md#mails).
    expect(deferred.inputs('register')).toEqual([
      {
        email: 'asha@vidyamandir.in',
        password: 'Chalk&Board2026',
        fullName: 'Asha Verma',
        institutionName: 'Vidya Mandir Public School',
        phone: '+919876543210',
        language,
      },
    ]);
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label;
    if (event.type === 'xstate.error.actor.register' && label)
      expect(alert).toHaveTextContent(t.notices[label] ?? '?');
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('registration machine, through /register', () => {
  installGtag(gtag);

  // The flow runs in both languages: every path once on each page.
  const languages = ['en', 'hi'] as const;
  testModelPaths({
    machine: registrationMachine,
    file: import.meta.filename,
    runs: languages.flatMap((language) =>
      runs.map((run) => ({ ...run, name: [`in ${language}`, run.name], language, t: pageTexts[language] })),
    ),
    viewContext,
    async open({ inspect, run }) {
      const deferred = deferredActors(['register', 'resendVerification']);
      const path = pathInLanguage('/register', run.language);
      await renderApp({ path, inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: run.t.heading });
      return deferred;
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [field, value] of Object.entries(run.input?.values ?? {})) {
          change(run.t, field as keyof RegistrationForm, value);
        }
      },
      'field.change': (
        { field, value }: { field: keyof RegistrationForm; value: string | boolean },
        _,
        { run },
      ) => change(run.t, field, value),
      'form.submit': (_, __, { run }) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: run.t.submit }))),
      'verification.resend': (_, __, { run }) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: run.t.resend }))),
    },
    builtIn: (deferred) => ({ deferred }),
    expect: (state, deferred, { run, event }) => expectPage(run.language, state, event, deferred),
  });
});

describe('registration page validation', () => {
  const t = english;
  it('opens the terms in a new tab, so reading them does not lose what was typed', async () => {
    await renderApp({ path: '/register' });
    const terms = await screen.findByRole('link', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows every validation message for an empty form, and clears one when its field is edited', async () => {
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
    expect(document.activeElement).toBe(fieldInput(t, 'firstName'));
    change(t, 'firstName', 'A');
    expect(screen.queryByText('First name is required')).toBeNull();
    change(t, 'password', 'short');
    change(t, 'phone', '12345');
    change(t, 'email', 'asha@');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });
});
