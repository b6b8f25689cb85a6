// Session (docs/requirements/accounts.md#stored-session, #roles): who is signed in, restored from
// the browser on start, saved on login, cleared on logout or when the API says the token is dead.
import { assign, fromPromise, setup } from 'xstate';

export interface SessionUser {
  id: string;
  /** Full name; 'User' when the account has none (accounts.md#stored-session). */
  name: string;
  email: string;
  token: string;
}

/**
 * What the browser had stored under the keys of accounts.md#stored-session; null where a key is
 * absent.
 */
export interface StoredSession {
  authToken: string | null;
  userEmail: string | null;
  userId: string | null;
  userName: string | null;
}

export const FALLBACK_USER_NAME = 'User';

/**
 * accounts.md#stored-session: restored only when a token exists together with a name or an e-mail.
 */
export function isRestorable(stored: StoredSession | null | undefined): stored is StoredSession {
  return Boolean(stored?.authToken && (stored.userName || stored.userEmail));
}

export function userFromStored(stored: StoredSession): SessionUser {
  return {
    id: stored.userId ?? '',
    name: stored.userName || FALLBACK_USER_NAME,
    email: stored.userEmail ?? '',
    token: stored.authToken ?? '',
  };
}

export type SessionEvent =
  | { type: 'session.login'; user: SessionUser }
  | { type: 'session.logout' }
  | { type: 'session.expire' };

export interface SessionContext {
  user: SessionUser | null;
  /** The token being revoked on the server after a logout; the user is already signed out. */
  revokingToken: string | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored session (localStorage in the app). */
    restoreSession: fromPromise<StoredSession | null>(async () => null),
    /** Tells the API to revoke the token (POST /auth/logout); failures are ignored. */
    revokeSession: fromPromise<void, { token: string }>(async () => undefined),
  },
  actions: {
    persistSession: (_, _params: { user: SessionUser }) => {},
    clearStoredSession: () => {},
    /** accounts.md#logout: "Logout clears the session and returns to /". */
    returnHome: () => {},
  },
  guards: {
    isRestorable: (_, params: { stored: StoredSession | null }) => isRestorable(params.stored),
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { user: null, revokingToken: null },
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isRestorable', params: ({ event }) => ({ stored: event.output }) },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => userFromStored(event.output as StoredSession) }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.login': {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistSession', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        // A new login (another account, or a fresh token after a reset) replaces the session.
        'session.login': {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistSession', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        'session.logout': {
          target: 'signingOut',
          actions: [
            assign({ revokingToken: ({ context }) => context.user?.token ?? null, user: null }),
            'clearStoredSession',
            'returnHome',
          ],
        },
        // accounts.md#logout (docs/decisions/0016-account-rules.md): a 401 from any authorized call
        // signs the owner out.
        'session.expire': {
          target: 'signedOut',
          actions: [assign({ user: null }), 'clearStoredSession'],
        },
      },
    },
    // Signed out already (storage cleared, header shows Login); the server revocation finishes here.
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.revokingToken ?? '' }),
        onDone: { target: 'signedOut', actions: assign({ revokingToken: null }) },
        onError: { target: 'signedOut', actions: assign({ revokingToken: null }) },
      },
      on: {
        'session.login': {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.user, revokingToken: null }),
            { type: 'persistSession', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
  },
});

/** Signed-in status is decided by whether a token exists (accounts.md#roles). */
export function isSignedIn(context: SessionContext): boolean {
  return Boolean(context.user?.token);
}
