// E-mail verification (docs/requirements/accounts.md#verification, api.md#accounts): verifying,
// then success (with a 3-2-1 countdown to the dashboard or the login page when the answer names an
// e-mail) or error, where a resend to the e-mail passed in navigation state is offered (resending,
// resent, resendError). A link opened outside the browser that registered signs its reader in but
// drops the password chosen at registration (security.md#address-ownership): the answer says so
// (`passwordDropped`), and the page stops to say it plainly, offers to mail a link to set a
// password (the forgot-password request: sending, sent, sendError) and goes to the dashboard
// only when asked.

import type { VerifyResponse as VerifyAnswer } from '@common/api/auth';
import { and, assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from './api-failure';
import { FALLBACK_USER_NAME, type SessionUser } from './session.machine';

/** The verify answer as the page reads it: the contract's shape, each field possibly missing. */
export type VerifyResponse = Partial<VerifyAnswer>;

export interface VerificationInput {
  /** The `token` query parameter; null when the URL has none. */
  token: string | null;
  /**
   * The e-mail passed in navigation state; the only address a resend may use
   * (accounts.md#verification).
   */
  email: string | null;
}

export type VerificationNoticeCode = 'noVerificationToken' | 'verificationFailed';
export type VerificationResendCode = 'resendFailed' | 'resendNeedsEmail';

export interface VerificationContext {
  token: string | null;
  email: string | null;
  /** Why verification failed: the server's sentence or a catalogue code. */
  notice: Notice<VerificationNoticeCode> | null;
  /** The answer of a successful verification. */
  verified: VerifyResponse | null;
  /**
   * Seconds left before the automatic redirect (accounts.md#verification: starts at 3, ticks each
   * second).
   */
  countdown: number;
  resendNotice: Notice<VerificationResendCode> | null;
}

export type VerificationEvent =
  | { type: 'verification.resend' }
  /** Mail a link to set a password (the registration's was dropped). */
  | { type: 'verification.setPassword' }
  /** Go on to the dashboard, signed in, without a password yet. */
  | { type: 'verification.continue' };

export const COUNTDOWN_START = 3;

/**
 * accounts.md#stored-session: the session user from the verify answer; the name falls back to
 * 'User'.
 */
export function sessionUserFromVerify(response: VerifyResponse): SessionUser {
  return {
    id: response.userId ?? '',
    name: response.fullName?.trim() || FALLBACK_USER_NAME,
    email: response.email ?? '',
    token: response.token ?? '',
  };
}

function outputOf(event: unknown): VerifyResponse {
  const output = (event as { output?: unknown }).output;
  return typeof output === 'object' && output !== null ? (output as VerifyResponse) : {};
}

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
  },
  actors: {
    verifyEmail: fromPromise<VerifyResponse, { token: string }>(async () => ({})),
    resendVerification: fromPromise<unknown, { email: string }>(async () => undefined),
    /** POST /auth/forgot-password: its link sets the password. */
    forgotPassword: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    /** Starts the session (session machine's session.login). */
    signIn: (_, _params: { user: SessionUser }) => {},
    goToDashboard: () => {},
    /** /login with the verified e-mail and the just-verified flag in navigation state. */
    goToLogin: (_, _params: { email: string }) => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    answerHasEmail: ({ event }) => Boolean(outputOf(event).email),
    /** Signed in, but without the registration's password: it was chosen in another browser. */
    answerDroppedPassword: ({ event }) => {
      const answer = outputOf(event);
      return answer.passwordDropped === true && Boolean(answer.email) && Boolean(answer.token);
    },
    isLastTick: ({ context }) => context.countdown <= 1,
    answerHasSessionToken: ({ context }) => Boolean(context.verified?.token),
    hasResendEmail: ({ context }) => Boolean(context.email?.trim()),
  },
  delays: {
    countdownTick: 1000,
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    token: input.token || null,
    email: input.email || null,
    notice: null,
    verified: null,
    countdown: COUNTDOWN_START,
    resendNotice: null,
  }),
  initial: 'starting',
  states: {
    // Decided at once from the URL: no token, nothing to verify (accounts.md#error-messages).
    starting: {
      always: [
        { guard: 'hasToken', target: 'verifying' },
        { target: 'error', actions: assign({ notice: { code: 'noVerificationToken' } }) },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'answerDroppedPassword',
            target: 'success.passwordDropped',
            actions: assign({ verified: ({ event }) => outputOf(event) }),
          },
          {
            guard: 'answerHasEmail',
            target: 'success.countingDown',
            actions: assign({ verified: ({ event }) => outputOf(event) }),
          },
          { target: 'success.verified', actions: assign({ verified: ({ event }) => outputOf(event) }) },
        ],
        onError: {
          target: 'error',
          actions: assign({
            notice: ({ event }) => noticeFrom(event.error, ['message'], 'verificationFailed'),
          }),
        },
      },
    },
    success: {
      // Entered through one of its children, by what the answer holds.
      initial: 'verified',
      states: {
        // No e-mail in the answer: the message and the Log In button, nothing automatic.
        verified: {},
        countingDown: {
          after: {
            countdownTick: [
              {
                guard: and(['isLastTick', 'answerHasSessionToken']),
                target: 'redirected',
                actions: [
                  {
                    type: 'signIn',
                    params: ({ context }) => ({ user: sessionUserFromVerify(context.verified ?? {}) }),
                  },
                  'goToDashboard',
                ],
              },
              {
                guard: 'isLastTick',
                target: 'redirected',
                actions: {
                  type: 'goToLogin',
                  params: ({ context }) => ({ email: context.verified?.email ?? '' }),
                },
              },
              {
                target: 'countingDown',
                reenter: true,
                actions: assign({ countdown: ({ context }) => context.countdown - 1 }),
              },
            ],
          },
        },
        // The password chosen at registration is gone: no countdown, the reader must see this.
        passwordDropped: {
          initial: 'idle',
          on: {
            'verification.continue': {
              target: 'redirected',
              actions: [
                {
                  type: 'signIn',
                  params: ({ context }) => ({ user: sessionUserFromVerify(context.verified ?? {}) }),
                },
                'goToDashboard',
              ],
            },
          },
          states: {
            idle: { on: { 'verification.setPassword': 'sending' } },
            sending: {
              invoke: {
                id: 'forgotPassword',
                src: 'forgotPassword',
                input: ({ context }) => ({ email: context.verified?.email ?? '' }),
                onDone: 'sent',
                onError: 'sendError',
              },
            },
            // The mail is on its way; nothing to send again from here.
            sent: {},
            sendError: { on: { 'verification.setPassword': 'sending' } },
          },
        },
        redirected: { type: 'final' },
      },
    },
    error: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'verification.resend': [
              { guard: 'hasResendEmail', target: 'resending' },
              { target: 'resendError', actions: assign({ resendNotice: { code: 'resendNeedsEmail' } }) },
            ],
          },
        },
        resending: {
          entry: assign({ resendNotice: null }),
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ email: context.email?.trim() ?? '' }),
            onDone: { target: 'resent' },
            // accounts.md#error-messages: any resend failure gives one fixed message.
            onError: { target: 'resendError', actions: assign({ resendNotice: { code: 'resendFailed' } }) },
          },
        },
        // Only a sent resend gets here, so the address is known.
        resent: { on: { 'verification.resend': 'resending' } },
        resendError: {
          on: {
            'verification.resend': [
              { guard: 'hasResendEmail', target: 'resending' },
              // Still no address: the same message stays.
              { actions: assign({ resendNotice: { code: 'resendNeedsEmail' } }) },
            ],
          },
        },
      },
    },
  },
});
