// Every path of the portal's session machine (docs/requirements/portal.md#getting-in), through the
// real portal: restored from storage and refreshed from /me, ended by the header's Sign out or by
// a 401 on any call, refreshed when the tab comes back. Starting a session is the sign-in pages'
// job (their own tests click through them): here the page around the machine sends session.signIn.

import type { Me } from '@common/api/portal/session';
import { NO_ANSWER } from '@machines/api-failure';
import { portalSessionMachine } from '@machines/portal/portal-session.machine';
import { expirePortalSession, PORTAL_SESSION_KEY } from '@portal/lib/session-store';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import { owner, renderPortal, school, sessionOf, storedSession, teacher } from './support';

const office: Me = {
  id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Meena Iyer',
  email: 'meena@vidyamandir.in',
  language: 'en',
  role: { id: '2b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d03', name: 'Office staff', builtIn: 'office_staff' },
  permissions: ['members.view', 'employees.view', 'employees.create', 'academics.view'],
  tenant: school,
};
const stored = sessionOf(owner);
const other = sessionOf(office, 'portal-token-3');
/** The owner's role was changed meanwhile: /me answers fewer permissions. */
const refreshedOwner: Me = { ...owner, permissions: ['academics.view'] };

type Run = ModelRun & { stored: typeof stored | null };
const eventCases = {
  'session.signIn': [{ session: other }],
  'xstate.done.actor.fetchMe': [{ output: refreshedOwner, label: 'fewer permissions' }],
  'xstate.error.actor.fetchMe': [
    { error: { status: 401, message: 'Your session has ended.' }, label: 'refused' },
    { error: { status: NO_ANSWER }, label: 'offline' },
  ],
  'xstate.done.actor.revokeSession': [{ output: undefined }],
  'xstate.error.actor.revokeSession': [{ error: { status: NO_ANSWER } }],
  'xstate.done.actor.claimDevice': [{ output: undefined }],
  'xstate.error.actor.claimDevice': [{ error: new Error('IndexedDB failed') }],
  'xstate.done.actor.countQueued': [
    { output: 0, label: 'nothing waiting' },
    { output: 2, label: 'two waiting' },
  ],
  'xstate.error.actor.countQueued': [{ error: new Error('IndexedDB failed') }],
  'xstate.done.actor.sendQueued': [
    { output: 0, label: 'all sent' },
    { output: 1, label: 'one not sent' },
  ],
  'xstate.error.actor.sendQueued': [{ error: new Error('IndexedDB failed') }],
  'xstate.done.actor.clearDevice': [{ output: undefined }],
  'xstate.error.actor.clearDevice': [{ error: new Error('IndexedDB failed') }],
};
const runs: Run[] = [
  { name: 'nothing stored', stored: null, eventCases },
  { name: 'a stored session', stored, eventCases },
];

const NAV: Array<[string, string]> = [
  ['Members', 'members.view'],
  ['Roles', 'roles.view'],
  ['Employees', 'employees.view'],
  ['Academics', 'academics.view'],
];

type Router = Awaited<ReturnType<typeof renderPortal>>['router'];

function expectPage(state: AnyMachineSnapshot, router: Router) {
  if (state.matches('signedOut')) {
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to the school portal' }),
    ).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    return;
  }
  expect(router.state.location.pathname).toBe('/');
  if (state.matches({ signedIn: 'claiming' })) {
    // The member's pages wait until another member's data has left the device.
    expect(storedSession()).toEqual(state.context.session);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (state.matches('signingOut')) {
    const button = screen.getByRole('button', { name: 'Signing out…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The token stays stored until the server has been told to end it; the frame stays as it was.
    expect(storedSession()).not.toBeNull();
    const signingOut = state.context.session.member as Me;
    expect(
      within(screen.getByRole('banner')).getByText(`${signingOut.name}, ${signingOut.role.name}`),
    ).toBeInTheDocument();
    expectSignOutCheck(state);
    return;
  }
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const member = state.context.session.member as Me;
  expect(storedSession()).toEqual(state.context.session);
  const header = screen.getByRole('banner');
  expect(within(header).getByText(member.tenant.name)).toBeInTheDocument();
  expect(within(header).getByText(`${member.name}, ${member.role.name}`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  for (const [name, permission] of NAV)
    expect(within(nav).queryByRole('link', { name }) !== null).toBe(member.permissions.includes(permission));
  // Import opens with any one permission to create what it imports.
  expect(within(nav).queryByRole('link', { name: 'Import' }) !== null).toBe(
    ['students.create', 'employees.create', 'academics.create'].some((p) => member.permissions.includes(p)),
  );
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
}

/** While signing out with attendance on the device: the offer to send it, then the choice. */
function expectSignOutCheck(state: AnyMachineSnapshot) {
  const waiting = state.context.waiting as number;
  if (state.matches({ signingOut: 'offering' }) || state.matches({ signingOut: 'sending' })) {
    const check = screen.getByRole('alertdialog', { name: 'Attendance not sent yet' });
    expect(check).toHaveTextContent(
      `The attendance of ${waiting === 1 ? '1 class' : `${waiting} classes`} you took is still on this phone and has not reached the school.`,
    );
    const send = within(check).getByRole('button', {
      name: state.matches({ signingOut: 'sending' }) ? 'Sending…' : 'Send it and sign out',
    });
    expect(send).toHaveProperty('disabled', state.matches({ signingOut: 'sending' }));
    expect(within(check).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
    expect(within(check).queryByRole('button', { name: /lose/ })).toBeNull();
    return;
  }
  if (state.matches({ signingOut: 'unsent' })) {
    const check = screen.getByRole('alertdialog', { name: 'Attendance not sent yet' });
    const classes = waiting === 1 ? '1 class' : `${waiting} classes`;
    expect(check).toHaveTextContent(`The attendance of ${classes} could not be sent`);
    expect(within(check).getByRole('button', { name: 'Stay signed in until it is sent' })).toHaveFocus();
    expect(within(check).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(check).getByRole('button', { name: `Sign out and lose ${classes}` })).toBeEnabled();
    return;
  }
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

describe('portal session machine, through the portal', () => {
  testModelPaths<{ router: Router; deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: portalSessionMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { stored: run.stored } })),
    // The stored session (token and member) and the count the sign-out check shows.
    viewContext: (snapshot) => [snapshot.context.session ?? null, snapshot.context.waiting],
    async open({ inspect, run }) {
      const deferred = deferredActors([
        'fetchMe',
        'revokeSession',
        'claimDevice',
        'countQueued',
        'sendQueued',
        'clearDevice',
      ]);
      const { router } = await renderPortal({
        path: '/',
        inspect,
        sessionActors: deferred.actors,
        ...(run.stored ? { stored: run.stored } : {}),
      });
      await screen.findByRole('heading', { level: 1 });
      return { router, deferred };
    },
    on: {
      'session.signIn': (event: { type: 'session.signIn'; session: typeof other }, _, { actor }) =>
        act(async () => {
          actor.send(event);
        }),
      'session.signOut': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))),
      // What the API client does when the server answers 401 to a signed-in call.
      'session.expire': () =>
        act(async () => {
          expirePortalSession();
        }),
      'signOut.send': () =>
        act(async () =>
          fireEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', {
              name: /^(Send it and sign out|Try again)$/,
            }),
          ),
        ),
      'signOut.stay': () =>
        act(async () =>
          fireEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: /^Stay signed in/ }),
          ),
        ),
      'signOut.discard': () =>
        act(async () =>
          fireEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: /^Sign out and lose/ }),
          ),
        ),
      'session.refresh': () =>
        act(async () => {
          fireEvent(document, new Event('visibilitychange'));
        }),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { router }) => expectPage(state, router),
  });
});

describe('the signed-in frame', () => {
  it('shows a teacher only what the role opens, in Hindi (their language) until they switch', async () => {
    const { router } = await renderPortal({ path: '/members', stored: sessionOf(teacher) });
    expect(await screen.findByText('आपको इस पेज को देखने की अनुमति नहीं है।')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    const nav = screen.getByRole('navigation', { name: 'पोर्टल' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'कर्मचारी', 'शैक्षणिक']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(localStorage.getItem('shala.portal.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go to the portal’s home' })));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ravi Kumar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Employees', 'Academics']);
  });

  it('opens each section the role allows, the class page with its id', async () => {
    // The pages ask the API for their data: the class page for the class its address names.
    const fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { router } = await renderPortal({ path: '/academics/classes/c-7', stored });
    await vi.waitFor(() =>
      expect(fetched.mock.calls.map(([url]) => String(url))).toContain('/prod/v1/portal/classes/c-7'),
    );
    fetched.mockRestore();
    const headings: Record<string, string> = { Members: 'User management' };
    for (const [name] of NAV) {
      await act(async () =>
        fireEvent.click(
          within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name }),
        ),
      );
      expect(screen.getByRole('heading', { level: 1, name: headings[name] ?? name })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/${name.toLowerCase()}`);
    }
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Import' }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import');
    expect(screen.getByRole('radio', { name: 'Learning centres' })).toBeInTheDocument();
  });

  it('switches between light and dark and remembers the choice', async () => {
    await renderPortal({ path: '/', stored });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dark theme' })));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('shala.portal.theme')).toBe('dark');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Light theme' })));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('shala.portal.theme')).toBe('light');
  });

  it('follows a sign-in and a sign-out in another tab of the portal', async () => {
    const { router } = await renderPortal({ path: '/', stored });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    // The tabs share one stored session: what another tab writes, the browser announces here.
    const elsewhere = async (session: typeof other | null) => {
      if (session) localStorage.setItem(PORTAL_SESSION_KEY, JSON.stringify(session));
      else localStorage.removeItem(PORTAL_SESSION_KEY);
      await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: PORTAL_SESSION_KEY })));
    };
    await elsewhere(other);
    // Once the device is hers (the previous member's attendance data removed).
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meena Iyer' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Meena Iyer, Office staff')).toBeInTheDocument();
    await elsewhere(null);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the school portal' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor without a session to /sign-in', async () => {
    const { router } = await renderPortal({ path: '/roles' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the school portal' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
