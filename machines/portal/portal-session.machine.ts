// The portal's session (docs/requirements/portal.md#getting-in): who is signed in on this
// school's address. Restored from storage at start and refreshed from /me (a role may have
// changed since); started by the hand-off, sign-in or an accepted invitation; ended by signing
// out or when the server refuses the token (any signed-in call answering 401).
import { assign, fromPromise, setup } from 'xstate';
import type { Me, PortalSession } from '../../common/api/portal/auth';
import { asApiFailure } from '../api-failure';

export interface PortalSessionInput {
  /** What storage held at start (src/portal/lib/session-store.ts). */
  stored: PortalSession | null;
}

export interface PortalSessionContext {
  session: PortalSession | null;
}

export type PortalSessionEvent =
  | { type: 'session.signIn'; session: PortalSession }
  | { type: 'session.signOut' }
  | { type: 'session.refresh' }
  | { type: 'session.expire' };

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
  },
}).createMachine({
  id: 'portalSession',
  context: ({ input }) => ({ session: input.stored }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStored', target: 'signedIn.refreshing' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: '#portalSession.signedIn.current',
          actions: [assign({ session: ({ event }) => event.session }), 'persist'],
        },
      },
    },
    signedIn: {
      initial: 'current',
      states: {
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
        // Another member signing in on this browser replaces the session.
        'session.signIn': {
          target: '#portalSession.signedIn.current',
          actions: [assign({ session: ({ event }) => event.session }), 'persist'],
        },
        'session.signOut': 'signingOut',
        'session.expire': {
          target: 'signedOut',
          actions: [assign({ session: null }), 'clearStored', 'goToSignIn'],
        },
      },
    },
    // The token is still stored while the server ends it (the call needs it); then it is gone.
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        onDone: { target: 'signedOut', actions: [assign({ session: null }), 'clearStored', 'goToSignIn'] },
        onError: { target: 'signedOut', actions: [assign({ session: null }), 'clearStored', 'goToSignIn'] },
      },
    },
  },
});

export function memberOf(context: PortalSessionContext): Me | null {
  return context.session?.member ?? null;
}
