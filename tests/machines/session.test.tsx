// Every path of the session machine (docs/requirements/accounts.md#stored-session, #roles), driven
// through the real header.

import { type SessionUser, type StoredSession, sessionMachine } from '@machines/session.machine';
import { storageKeys } from '@site/lib/storage-keys';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, execBuiltIn, type ModelStep, payloadOf, testModelPaths } from './support/model';
import { nav, renderApp } from './support/render-app';

const owner: SessionUser = {
  id: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  name: 'Asha Verma',
  email: 'asha@vidyamandir.in',
  token: 'token-from-login',
};
const storedFull: StoredSession = {
  authToken: 'stored-token',
  userEmail: 'ravi@brightcoaching.in',
  userId: 'u-7',
  userName: 'Ravi Kumar',
};
const storedEmailOnly: StoredSession = {
  authToken: 'stored-token',
  userEmail: 'ravi@brightcoaching.in',
  userId: 'u-7',
  userName: null,
};
const storedTokenOnly: StoredSession = {
  authToken: 'stored-token',
  userEmail: null,
  userId: 'u-7',
  userName: null,
};

const run = {
  eventCases: {
    'xstate.done.actor.restoreSession': [
      { output: storedFull, label: 'token, name and e-mail stored' },
      { output: storedEmailOnly, label: 'token and e-mail, no name' },
      { output: storedTokenOnly, label: 'token alone' },
      { output: null, label: 'nothing stored' },
    ],
    'xstate.error.actor.restoreSession': [
      { error: new Error('localStorage is disabled'), label: 'storage unavailable' },
    ],
    'session.login': [{ user: owner, label: 'Asha' }],
    'xstate.done.actor.revokeSession': [{ output: undefined }],
    'xstate.error.actor.revokeSession': [{ error: new Error('Network request failed') }],
  },
};

function stored(): StoredSession {
  return {
    authToken: localStorage.getItem(storageKeys.authToken),
    userEmail: localStorage.getItem(storageKeys.userEmail),
    userId: localStorage.getItem(storageKeys.userId),
    userName: localStorage.getItem(storageKeys.userName),
  };
}

function writeStored(value: StoredSession | null) {
  for (const [key, item] of Object.entries(value ?? {})) {
    if (item !== null) localStorage.setItem(key, item);
  }
}

// accounts.md#stored-session, independently of the machine: restored only with a token and a name
// or an e-mail.
const restoresAs = new Map<StoredSession | null, 'signedIn' | 'signedOut'>([
  [storedFull, 'signedIn'],
  [storedEmailOnly, 'signedIn'],
  [storedTokenOnly, 'signedOut'],
  [null, 'signedOut'],
]);

async function expectHeaderFor(
  state: AnyMachineSnapshot,
  event: EventObject,
  router: { state: { location: { pathname: string } } },
) {
  const header = nav();
  const link = (name: string) => within(header).queryByRole('link', { name });
  const button = (name: string) => within(header).queryByRole('button', { name });
  if (event.type === 'xstate.done.actor.restoreSession') {
    expect(state.value).toBe(restoresAs.get(payloadOf<{ output: StoredSession | null }>(event).output));
  }
  if (state.matches('restoring')) {
    // Until the stored session is read, both pairs are in the page, marked for the CSS that shows
    // the one the page boot script chose (jsdom applies no stylesheet: the e2e tests check what
    // shows); neither pair on its own.
    const undecided = header.querySelector<HTMLElement>('.site-nav__undecided');
    expect(undecided).not.toBeNull();
    const pair = (session: string) => undecided?.querySelector<HTMLElement>(`[data-session="${session}"]`);
    expect(
      within(pair('signed-in') as HTMLElement).getByRole('link', { name: 'Dashboard' }),
    ).toBeInTheDocument();
    expect(
      within(pair('signed-in') as HTMLElement).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
    expect(
      within(pair('signed-out') as HTMLElement).getByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(
      within(pair('signed-out') as HTMLElement).getByRole('link', { name: 'Register' }),
    ).toBeInTheDocument();
    return;
  }
  if (state.matches('signedIn')) {
    expect(link('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(button('Logout')).toBeInTheDocument();
    expect(link('Login')).toBeNull();
    expect(link('Register')).toBeNull();
    const user = state.context.user as SessionUser;
    expect(stored().authToken).toBe(user.token);
    if (event.type === 'session.login') {
      expect(stored()).toEqual({
        authToken: owner.token,
        userEmail: owner.email,
        userId: owner.id,
        userName: owner.name,
      });
    }
    if (
      event.type === 'xstate.done.actor.restoreSession' &&
      payloadOf<{ output: StoredSession }>(event).output === storedEmailOnly
    ) {
      expect(user.name).toBe('User'); // accounts.md#stored-session: the name falls back to 'User'.
    }
    return;
  }
  // signedOut and signingOut: the visitor's header.
  expect(link('Login')).toHaveAttribute('href', '/login');
  expect(link('Register')).toHaveAttribute('href', '/register');
  expect(link('Dashboard')).toBeNull();
  expect(button('Logout')).toBeNull();
  if (event.type === 'session.logout' || event.type === 'session.expire') {
    expect(stored()).toEqual({ authToken: null, userEmail: null, userId: null, userName: null });
  }
  if (event.type === 'session.logout') {
    expect(router.state.location.pathname).toBe('/'); // accounts.md#logout: logout returns to /.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
    ).toBeInTheDocument();
  }
}

describe('session machine, through the header', () => {
  const deferred = deferredActors(['restoreSession', 'revokeSession']);

  // Sent by the login and verification pages, and by any API call answered 401.
  const play = (event: never, _: unknown, { actor }: ModelStep) => act(async () => actor.send(event));
  testModelPaths({
    machine: sessionMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: (s) => s.context.user?.name ?? null,
    async open({ inspect }) {
      deferred.reset();
      const user = userEvent.setup();
      const { router } = await renderApp({ path: '/blog', sessionActors: deferred.actors, inspect });
      return { user, router };
    },
    on: {
      'xstate.done.actor.restoreSession': async (event: { output: StoredSession | null }) => {
        // What the restore read is what this browser holds.
        writeStored(event.output);
        await execBuiltIn(event as never, { machine: sessionMachine, deferred });
      },
      'session.logout': async (_, { user }, { actor }) => {
        const token = (actor.getSnapshot() as AnyMachineSnapshot).context.user.token;
        await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
        expect(deferred.inputs('revokeSession')).toEqual([{ token }]);
      },
      'session.login': play,
      'session.expire': play,
    },
    builtIn: () => ({ deferred }),
    expect: (state, { router }, { event }) => expectHeaderFor(state, event, router),
  });
});
