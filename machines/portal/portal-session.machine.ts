// The portal's session (docs/requirements/portal.md#getting-in): who is signed in on this
// school's address. Restored from storage at start and refreshed from /me (a role may have
// changed since); started by the hand-off, sign-in or an accepted invitation; ended by signing
// out or when the server refuses the token (any signed-in call answering 401).
//
// The device's attendance data is one member's (docs/requirements/security.md#shared-devices): a
// member signing in claims the device (anyone else's data is removed first), and signing out
// removes theirs, after offering to send what is still queued while they are signed in. When it
// cannot be sent, the member chooses: stay signed in until it is, or sign out and lose that many.

import type { Me, PortalSession } from '@common/api/portal/session';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure } from '../api-failure';

export interface PortalSessionInput {
  /** What storage held at start (src/portal/lib/session-store.ts). */
  stored: PortalSession | null;
}

export interface PortalSessionContext {
  session: PortalSession | null;
  /** While signing out: the submissions still waiting on the device. */
  waiting: number;
}

export type PortalSessionEvent =
  | { type: 'session.signIn'; session: PortalSession }
  | { type: 'session.signOut' }
  | { type: 'session.refresh' }
  | { type: 'session.expire' }
  /** Signing out with submissions waiting: send them first. */
  | { type: 'signOut.send' }
  /** Signing out with submissions waiting: stay signed in (the queue keeps trying). */
  | { type: 'signOut.stay' }
  /** They could not be sent: sign out anyway, and lose them. */
  | { type: 'signOut.discard' };

export const portalSessionMachine = setup({
  types: {
    context: {} as PortalSessionContext,
    events: {} as PortalSessionEvent,
    input: {} as PortalSessionInput,
  },
  actors: {
    /** GET /me with the stored token. */
    fetchMe: fromPromise<Me>(async () => {
      throw new Error('not provided');
    }),
    /** DELETE /session: ends the token on the server; a failure does not keep anyone signed in. */
    revokeSession: fromPromise<void>(async () => undefined),
    /** Removes another member's data from the device and records whose it is now. */
    claimDevice: fromPromise<void, { memberId: string }>(async () => undefined),
    /** How many submissions wait on the device. */
    countQueued: fromPromise<number>(async () => 0),
    /** Sends the device's queue with the member's token; answers how many still wait. */
    sendQueued: fromPromise<number>(async () => 0),
    /** Removes the member's data from the device. */
    clearDevice: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Writes `{ token, member }` to storage. */
    persist: () => {},
    clearStored: () => {},
    goToSignIn: () => {},
  },
  guards: {
    hasStored: ({ context }) => Boolean(context.session?.token),
    isRefused: ({ event }) => asApiFailure((event as { error?: unknown }).error).status === 401,
    noneWaiting: ({ event }) => (event as { output?: number }).output === 0,
  },
}).createMachine({
  id: 'portalSession',
  context: ({ input }) => ({ session: input.stored, waiting: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStored', target: 'signedIn.refreshing' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: '#portalSession.signedIn.claiming',
          actions: [assign({ session: ({ event }) => event.session }), 'persist'],
        },
      },
    },
    signedIn: {
      initial: 'current',
      states: {
        // Before any screen reads the device: another member's data leaves it first.
        claiming: {
          invoke: {
            id: 'claimDevice',
            src: 'claimDevice',
            input: ({ context }) => ({ memberId: context.session?.member.id ?? '' }),
            // A device that cannot be emptied keeps nothing the server would take: a queued
            // submission carries its taker, and another member's token is refused it.
            onDone: 'current',
            onError: 'current',
          },
        },
        current: {
          on: { 'session.refresh': 'refreshing' },
        },
        // The stored member is shown meanwhile: the answer only updates names and permissions.
        refreshing: {
          invoke: {
            id: 'fetchMe',
            src: 'fetchMe',
            onDone: {
              target: 'current',
              actions: [
                assign({
                  session: ({ context, event }) =>
                    context.session ? { ...context.session, member: event.output } : null,
                }),
                'persist',
              ],
            },
            onError: [
              {
                guard: 'isRefused',
                target: '#portalSession.signedOut',
                actions: [assign({ session: null }), 'clearStored', 'goToSignIn'],
              },
              // Offline or a server error: keep the stored member rather than sign anyone out.
              { target: 'current' },
            ],
          },
        },
      },
      on: {
        // Another member signing in on this browser replaces the session (and claims the device).
        'session.signIn': {
          target: '#portalSession.signedIn.claiming',
          actions: [assign({ session: ({ event }) => event.session }), 'persist'],
        },
        'session.signOut': 'signingOut',
        // The token is dead: nothing can be sent, and the data stays for its member signing in
        // again (anyone else who signs in removes it).
        'session.expire': {
          target: 'signedOut',
          actions: [assign({ session: null }), 'clearStored', 'goToSignIn'],
        },
      },
    },
    // The token is still stored while the queue is sent and the server ends it; then it is gone.
    signingOut: {
      initial: 'counting',
      states: {
        counting: {
          invoke: {
            id: 'countQueued',
            src: 'countQueued',
            onDone: [
              { guard: 'noneWaiting', target: 'clearing' },
              { target: 'offering', actions: assign({ waiting: ({ event }) => event.output }) },
            ],
            onError: 'clearing',
          },
        },
        /** Submissions wait: send them now, or stay signed in. */
        offering: {
          on: {
            'signOut.send': 'sending',
            'signOut.stay': '#portalSession.signedIn.current',
          },
        },
        sending: {
          invoke: {
            id: 'sendQueued',
            src: 'sendQueued',
            onDone: [
              { guard: 'noneWaiting', target: 'clearing' },
              { target: 'unsent', actions: assign({ waiting: ({ event }) => event.output }) },
            ],
            onError: 'unsent',
          },
        },
        /** Some could not be sent (offline): stay until they are, try again, or lose them. */
        unsent: {
          on: {
            'signOut.send': 'sending',
            'signOut.stay': '#portalSession.signedIn.current',
            'signOut.discard': 'clearing',
          },
        },
        clearing: {
          invoke: {
            id: 'clearDevice',
            src: 'clearDevice',
            onDone: 'revoking',
            onError: 'revoking',
          },
        },
        revoking: {
          invoke: {
            id: 'revokeSession',
            src: 'revokeSession',
            onDone: {
              target: '#portalSession.signedOut',
              actions: [assign({ session: null }), 'clearStored', 'goToSignIn'],
            },
            onError: {
              target: '#portalSession.signedOut',
              actions: [assign({ session: null }), 'clearStored', 'goToSignIn'],
            },
          },
        },
      },
      exit: assign({ waiting: 0 }),
    },
  },
});

export function memberOf(context: PortalSessionContext): Me | null {
  return context.session?.member ?? null;
}
