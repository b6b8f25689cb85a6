// Every path of the verification machine (docs/requirements/accounts.md#verification), driving the
// real /verify page: a link with and without a token, arriving with and without an e-mail in
// navigation state, each server answer, the 3-2-1 countdown and where it leads, and resends; and a
// link opened outside the browser that registered, whose password was dropped: the page says so,
// mails a link to set one when asked and goes to the dashboard only when asked.

import { NO_ANSWER } from '@machines/api-failure';
import { verificationMachine } from '@machines/verification.machine';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, type ModelPath, testModelPaths } from './support/model';
import { locationOf, nav, renderApp } from './support/render-app';

const owner = {
  email: 'asha@vidyamandir.in',
  token: 'session-token-1',
  userId: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  fullName: 'Asha Verma',
};

// accounts.md#error-messages, word for word: the test's own oracle, not the app's catalogue.
const spec = {
  noToken: 'No verification token found in URL',
  verificationFailed: 'Verification failed. The link may be expired or invalid.',
  resendFailed: 'Failed to resend verification email. Please try again.',
  resendNeedsEmail: 'Email address is required to resend verification',
};

// What each verify answer (by its label) puts on the page.
const verifyAnswers = {
  'signed in': {
    output: { ...owner, message: 'Email verified successfully' },
    banner: 'Email verified successfully',
    goes: 'dashboard',
    userName: 'Asha Verma',
  },
  'signed in, no name': {
    output: { email: owner.email, token: owner.token, userId: owner.userId },
    banner: 'Your e-mail address is verified.',
    goes: 'dashboard',
    userName: 'User',
  },
  'e-mail, no token': {
    output: { email: owner.email, userId: owner.userId },
    banner: 'Your e-mail address is verified.',
    goes: 'login',
    userName: null,
  },
  'no e-mail': {
    output: { message: 'Email verified' },
    banner: 'Email verified',
    goes: null,
    userName: null,
  },
  'signed in, password dropped': {
    output: { ...owner, message: 'Email verified successfully', passwordDropped: true },
    banner: 'Email verified successfully',
    goes: 'dashboard',
    userName: 'Asha Verma',
  },
} as const;

// The new sentences of that page (src/i18n/en/auth.ts), as the reader must see them.
const dropped = {
  notice:
    'The password chosen when registering was not kept, because this link was opened in a different browser or on another device. Set a password now: without one you cannot log in again.',
  setPassword: 'E-mail me a link to set a password',
  sent: `We have sent a link to set your password to ${owner.email}. The link expires after 24 hours.`,
  failed: 'The link could not be sent. Please try again.',
  continue: 'Continue to your dashboard',
};
type VerifyLabel = keyof typeof verifyAnswers;

const verifyFailures = {
  'used link': {
    error: { status: 400, message: 'This verification link has already been used. Please log in.' },
    text: 'This verification link has already been used. Please log in.',
  },
  'expired, no message': { error: { status: 400 }, text: spec.verificationFailed },
  'network failure': { error: { status: NO_ANSWER }, text: spec.verificationFailed },
} as const;
type FailureLabel = keyof typeof verifyFailures;

const doneCases = (labels: VerifyLabel[]) =>
  labels.map((label) => ({ output: verifyAnswers[label].output, label }));
const errorCases = (labels: FailureLabel[]) =>
  labels.map((label) => ({ error: verifyFailures[label].error, label }));
const resendCases = {
  'xstate.done.actor.resendVerification': [{ output: { message: 'sent' } }],
  'xstate.error.actor.resendVerification': [{ error: { status: 429, message: 'Too many requests' } }],
};
const setPasswordCases = {
  'xstate.done.actor.forgotPassword': [{ output: { message: 'sent' } }],
  'xstate.error.actor.forgotPassword': [{ error: { status: 429, message: 'Too many requests' } }],
};

interface Run {
  name: string;
  token: string | null;
  /** The e-mail in navigation state. */
  email: string | null;
  eventCases: Record<string, Array<Record<string, unknown>>>;
}

const runs: Run[] = [
  {
    name: 'a link with a token, arriving with an e-mail in navigation state',
    token: 'verify-token-1',
    email: 'asha@vidyamandir.in',
    eventCases: {
      'xstate.done.actor.verifyEmail': doneCases([
        'signed in',
        'signed in, no name',
        'e-mail, no token',
        'no e-mail',
        'signed in, password dropped',
      ]),
      'xstate.error.actor.verifyEmail': errorCases(['used link']),
      ...resendCases,
      ...setPasswordCases,
    },
  },
  {
    name: 'a link with a token, no e-mail in navigation state',
    // Digits only: the router reads it as a number, the route takes it back as text.
    token: '20260611',
    email: null,
    eventCases: {
      'xstate.done.actor.verifyEmail': doneCases(['no e-mail']),
      'xstate.error.actor.verifyEmail': errorCases(['expired, no message', 'network failure']),
    },
  },
  { name: 'no token in the URL, no e-mail', token: null, email: null, eventCases: {} },
  {
    name: 'no token in the URL, an e-mail in navigation state',
    token: null,
    email: owner.email,
    eventCases: resendCases,
  },
];

const viewContext = (s: AnyMachineSnapshot) => ({
  notice: s.context.notice,
  verified: s.context.verified,
  countdown: s.context.countdown,
  resendNotice: s.context.resendNotice,
});

interface Progress {
  verifyLabel?: VerifyLabel;
  failureLabel?: FailureLabel;
  ticks: number;
  resendFailed: boolean;
}

/** What the path so far tells the test to expect (the test's oracle, not the machine's context). */
function progressOf(path: ModelPath, upTo: number): Progress {
  const progress: Progress = { ticks: 0, resendFailed: false };
  for (const step of path.steps.slice(0, upTo + 1)) {
    const label = (step.event as { label?: string }).label;
    if (step.event.type === 'xstate.done.actor.verifyEmail') progress.verifyLabel = label as VerifyLabel;
    if (step.event.type === 'xstate.error.actor.verifyEmail') progress.failureLabel = label as FailureLabel;
    if (step.event.type.startsWith('xstate.after.countdownTick')) progress.ticks += 1;
    if (step.event.type === 'xstate.error.actor.resendVerification') progress.resendFailed = true;
  }
  return progress;
}

function expectPage(
  run: Run,
  state: AnyMachineSnapshot,
  progress: Progress,
  deferred: ReturnType<typeof deferredActors>,
  location: { pathname: string; state: Record<string, unknown> },
) {
  if (state.matches({ success: 'redirected' })) {
    const answer = verifyAnswers[progress.verifyLabel ?? 'no e-mail'];
    if (answer.goes === 'dashboard') {
      // accounts.md#verification: a token came back, so the owner is signed in and sent to
      // /dashboard.
      expect(location.pathname).toBe('/dashboard');
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      expect({ ...localStorage }).toMatchObject({
        authToken: owner.token,
        userEmail: owner.email,
        userId: owner.userId,
        userName: answer.userName,
      });
    } else {
      // No token: /login with the verified e-mail and the just-verified flag.
      expect(location.pathname).toBe('/login');
      expect(location.state).toMatchObject({ verifiedEmail: owner.email, justVerified: true });
      expect(localStorage.getItem('authToken')).toBeNull();
    }
    return;
  }

  expect(location.pathname).toBe('/verify');
  expect(localStorage.getItem('authToken')).toBeNull();
  const resendButton = screen.queryByRole('button', { name: /Resend verification email|Sending\.\.\./ });
  const logIn = screen.queryByRole('link', { name: 'Log In' });

  if (state.matches('verifying')) {
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verification' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your e-mail address...');
    expect(deferred.inputs('verifyEmail')).toEqual([{ token: run.token }]);
    expect(logIn).toBeNull();
    expect(resendButton).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    return;
  }

  // After verifying, a Log In button to /login is always offered (accounts.md#verification).
  expect(logIn).toHaveAttribute('href', '/login');

  if (state.matches({ success: 'passwordDropped' })) {
    // Said plainly, with no countdown: the owner is not signed in until they choose to go on.
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verified' })).toBeInTheDocument();
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Email verified successfully');
    expect(statuses[1]).toHaveTextContent(dropped.notice);
    expect(screen.queryByText(/ in \d\.\.\.$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(screen.getByRole('button', { name: dropped.continue })).toBeEnabled();
    const sending = state.matches({ success: { passwordDropped: 'sending' } });
    const sent = state.matches({ success: { passwordDropped: 'sent' } });
    const setButton = screen.queryByRole('button', {
      name: /E-mail me a link to set a password|Sending\.\.\./,
    });
    if (sent) {
      expect(setButton).toBeNull();
      expect(statuses[2]).toHaveTextContent(dropped.sent);
    } else {
      expect(setButton).toHaveTextContent(sending ? 'Sending...' : dropped.setPassword);
      expect(setButton).toHaveProperty('disabled', sending);
      expect(screen.queryByText(dropped.sent)).toBeNull();
    }
    if (sending) expect(deferred.inputs('forgotPassword')).toEqual([{ email: owner.email }]);
    const failed = state.matches({ success: { passwordDropped: 'sendError' } });
    if (failed) expect(screen.getByRole('alert')).toHaveTextContent(dropped.failed);
    else expect(screen.queryByRole('alert')).toBeNull();
    return;
  }

  if (state.matches('success')) {
    const answer = verifyAnswers[progress.verifyLabel ?? 'no e-mail'];
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(answer.banner);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(resendButton).toBeNull();
    const countdown = screen.queryByText(/ in \d\.\.\.$/);
    if (answer.goes === null) {
      expect(countdown).toBeNull();
    } else {
      // accounts.md#verification: starts at 3 and ticks each second.
      const seconds = 3 - progress.ticks;
      expect(countdown).toHaveTextContent(
        answer.goes === 'dashboard'
          ? `Signing you in and taking you to your dashboard in ${seconds}...`
          : `Taking you to the login page in ${seconds}...`,
      );
    }
    return;
  }

  // The error screen.
  expect(screen.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeInTheDocument();
  const alerts = screen.getAllByRole('alert');
  const failure = progress.failureLabel ? verifyFailures[progress.failureLabel].text : spec.noToken;
  expect(alerts[0]).toHaveTextContent(failure);
  const resending = state.matches({ error: 'resending' });
  expect(resendButton).toHaveTextContent(resending ? 'Sending...' : 'Resend verification email');
  expect(resendButton).toHaveProperty('disabled', resending);
  if (resending) expect(deferred.inputs('resendVerification')).toEqual([{ email: run.email }]);
  const sent = screen.queryByText('A new verification email is on its way.');
  expect(sent !== null).toBe(state.matches({ error: 'resent' }));
  if (state.matches({ error: 'resendError' })) {
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toHaveTextContent(run.email ? spec.resendFailed : spec.resendNeedsEmail);
    if (!run.email) expect(progress.resendFailed).toBe(false);
  } else {
    expect(alerts).toHaveLength(1);
  }
}

/** Opens /verify as the e-mailed link does, or by navigation carrying the e-mail in state. */
async function openVerify(run: Run, options: Parameters<typeof renderApp>[0] = {}) {
  const link = run.token ? `/verify?token=${run.token}` : '/verify';
  const rendered = await renderApp({ path: run.email ? '/' : link, ...options });
  const email = run.email;
  if (email) {
    await act(async () => {
      await rendered.router.navigate({
        to: '/verify',
        search: run.token ? { token: run.token } : {},
        state: { email },
      });
    });
  }
  return rendered;
}

describe('verification machine, through /verify', () => {
  testModelPaths({
    machine: verificationMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { token: run.token, email: run.email } })),
    viewContext,
    async open({ inspect, run }) {
      const deferred = deferredActors(['verifyEmail', 'resendVerification', 'forgotPassword']);
      const { router } = await openVerify(run, { inspect, actors: deferred.actors });
      await screen.findByRole('heading', {
        level: 1,
        name: run.token ? 'E-mail verification' : 'Verification failed',
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { deferred, location: locationOf(router) };
    },
    on: {
      'verification.resend': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }))),
      'verification.setPassword': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: dropped.setPassword }))),
      'verification.continue': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: dropped.continue }))),
    },
    builtIn: ({ deferred, location }, { run, path, index }) => ({
      deferred,
      // One millisecond early the page still shows the previous second, on /verify.
      beforeDelayEnds: () => {
        const before = path.steps[index - 1]?.state as AnyMachineSnapshot;
        expectPage(run, before, progressOf(path, index - 1), deferred, location());
      },
    }),
    expect: (state, { deferred, location }, { run, path, index }) =>
      expectPage(run, state, progressOf(path, index), deferred, location()),
  });

  describe('a link opened outside the browser that registered', () => {
    afterEach(() => {
      vi.useRealTimers();
      localStorage.clear();
    });

    it('says the password was dropped, and stays on the page instead of counting down', async () => {
      const deferred = deferredActors(['verifyEmail', 'resendVerification', 'forgotPassword']);
      const { router } = await renderApp({
        path: '/verify?token=verify-token-2',
        actors: deferred.actors,
      });
      await screen.findByRole('heading', { level: 1, name: 'E-mail verification' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await deferred.settle('verifyEmail', 'done', verifyAnswers['signed in, password dropped'].output);
      expect(screen.getByText(dropped.notice)).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(5000));
      expect(router.state.location.pathname).toBe('/verify');
      expect(screen.getByText(dropped.notice)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: dropped.setPassword })).toBeEnabled();
    });

    it('says it in Hindi on a Hindi page', async () => {
      const deferred = deferredActors(['verifyEmail', 'resendVerification', 'forgotPassword']);
      await renderApp({ path: '/hi/verify?token=verify-token-3', actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'ईमेल सत्यापन' });
      await deferred.settle('verifyEmail', 'done', verifyAnswers['signed in, password dropped'].output);
      expect(screen.getByText(/पंजीकरण के समय चुना गया पासवर्ड नहीं रखा गया/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पासवर्ड सेट करने का लिंक मुझे ईमेल करें' })).toBeEnabled();
    });
  });

  describe('under React StrictMode, with the real API client', () => {
    afterEach(() => {
      configure({ reactStrictMode: false });
      vi.unstubAllGlobals();
    });

    it('sends verify only once per token although the page mounts twice', async () => {
      const fetchMock = vi.fn(async (_input: unknown, _init?: unknown) =>
        Response.json({ message: 'Email verified' }, { status: 200 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      configure({ reactStrictMode: true });
      await openVerify({
        name: 'strict',
        token: 'strict-mode-token',
        email: null,
        eventCases: {},
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'E-mail verified' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Email verified');
      const verifyCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/auth/verify'));
      expect(verifyCalls).toHaveLength(1);
      expect(JSON.parse(String((verifyCalls[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
        token: 'strict-mode-token',
      });
    });
  });
});
