// Every path of the tenant machine (docs/requirements/tenant.md#dashboard, #activation,
// #deactivation, and the pending operations of decision 0017), driving the real /dashboard: the 1 s
// spinner, each answer of the three tenant calls, confirmations, the 4 s refetch and the 60 s
// polling limit, on a fake clock.

import { NO_ANSWER } from '@machines/api-failure';
import { type Tenant, tenantMachine } from '@machines/tenant.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { badgeFor, openDashboard, owner, signInOwner, tenants } from './support/dashboard';
import { installGtag } from './support/gtag';
import { deferredActors, testModelPaths } from './support/model';

const middle = [{ name: 'ncertCourses', values: ['6', '7', '8'] }];
const fetchFailures = [
  { error: { status: 500, message: 'The database is not answering.' }, label: 'server message' },
  { error: { status: NO_ANSWER }, label: 'network failure' },
  { error: { status: 401, message: 'Session expired' }, label: '401' },
];
const run = {
  input: { userId: owner.id, token: owner.token },
  eventCases: {
    'xstate.done.actor.fetchTenant': [
      { output: tenants.inactive, label: 'inactive' },
      { output: tenants.active, label: 'active' },
      { output: tenants.deploying, label: 'deploy pending' },
      { output: tenants.undeploying, label: 'undeploy pending' },
    ],
    'xstate.error.actor.fetchTenant': fetchFailures,
    'xstate.done.actor.refetchTenant': [
      { output: tenants.inactive, label: 'inactive' },
      { output: tenants.active, label: 'active' },
      { output: tenants.deploying, label: 'deploy pending' },
    ],
    'xstate.error.actor.refetchTenant': fetchFailures.slice(1),
    'xstate.done.actor.pollTenant': [
      { output: tenants.deploying, label: 'still pending' },
      { output: tenants.active, label: 'active' },
    ],
    'xstate.error.actor.pollTenant': fetchFailures.slice(1),
    'xstate.done.actor.deployTenant': [{ output: undefined, label: 'accepted' }],
    'xstate.error.actor.deployTenant': [
      { error: { status: 400, message: 'Unknown feature' }, label: 'refused' },
      { error: { status: NO_ANSWER }, label: 'network failure' },
      { error: { status: 401 }, label: '401' },
    ],
    'xstate.done.actor.undeployTenant': [{ output: undefined, label: 'accepted' }],
    'xstate.error.actor.undeployTenant': [
      { error: { status: 500 }, label: 'refused' },
      { error: { status: NO_ANSWER }, label: 'network failure' },
      { error: { status: 401 }, label: '401' },
    ],
    'kind.choose': [
      { kind: 'coaching', label: 'Coaching centre' },
      { kind: 'school', label: 'School' },
    ],
    'tenant.activate': [
      { features: middle, label: 'Middle 6-8' },
      { features: [], label: 'no features' },
      { features: [{ name: 'ncertCourses', values: [] }], label: 'NCERT without a class' },
    ],
  },
};
const viewContext = (s: AnyMachineSnapshot) => ({
  tenant: s.context.tenant
    ? `${s.context.tenant.deploymentStatus}|${s.context.tenant.isActive}|${s.context.tenant.pendingOperation}`
    : null,
  notice: s.context.notice,
  features: s.context.features,
  kind: s.context.kind,
  note: s.context.note,
});
const gtag = vi.fn();

// tenant.md#dashboard, #activation and #deactivation, word for word, by the failure that caused
// them.
const expectedAlert: Record<string, Record<string, string>> = {
  fetch: {
    'server message': 'The database is not answering.',
    'network failure': 'Failed to fetch tenant details. Please try again.',
  },
  deploy: {
    refused: 'Deployment failed. Please try again.',
    'network failure': 'An error occurred during deployment. Please try again.',
  },
  undeploy: {
    refused: 'Undeployment failed. Please try again.',
    'network failure': 'An error occurred during undeployment. Please try again.',
  },
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const box = (name: string) =>
  screen.getByLabelText(name, { exact: true, selector: 'input[type=checkbox]' }) as HTMLInputElement;

function choose(features: Array<{ name: string; values?: string[] }>) {
  const ncert = features.find((feature) => feature.name === 'ncertCourses');
  if (box('NCERT courses').checked !== Boolean(ncert)) fireEvent.click(box('NCERT courses'));
  if (!ncert) return;
  for (let grade = 1; grade <= 12; grade++) {
    const wanted = ncert.values?.includes(String(grade)) ?? false;
    if (box(`Class ${grade}`).checked !== wanted) fireEvent.click(box(`Class ${grade}`));
  }
}

function expectDetails(tenant: Tenant) {
  const details = screen.getByRole('region', { name: 'Your institution' });
  const value = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(value('Name')).toHaveTextContent(tenant.name);
  expect(value('Description')).toHaveTextContent(tenant.description);
  expect(value('Code')).toHaveTextContent(tenant.code);
  expect(value('Owner')).toHaveTextContent(tenant.owner);
  // The whole address, as the link goes: the main site's scheme and port (http://localhost:3000).
  const portal = within(value('Admin portal') as HTMLElement).getByRole('link');
  expect(portal).toHaveAttribute('href', `http://${tenant.domain}:3000`);
  expect(portal).toHaveTextContent(`http://${tenant.domain}:3000`);
  expect(value('Type')).toHaveTextContent(tenant.kind === 'coaching' ? 'Coaching centre' : 'School');
  expect(value('Created')).toHaveTextContent('20 November 2026 at 10:00 am'); // 04:30 UTC in India
  expect(value('Contact e-mail')).toHaveTextContent(tenant.contactInfo.email);
  expect(value('Contact phone')).toHaveTextContent(tenant.contactInfo.phone);
  expect(value('Status')).toHaveTextContent(badgeFor(tenant.deploymentStatus));
  const ncert = tenant.features.find((f) => f.name === 'ncertCourses');
  const classes = ncert && 'values' in ncert ? ncert.values : [];
  expect(value('Features')).toHaveTextContent(
    [
      classes.length ? `NCERT courses: ${classes.map((id) => `Class ${id}`).join(', ')}` : '',
      // Issue 33: only what does not exist yet is coming soon.
      'Live Classroom: Coming Soon',
      'Attendance Tracking: in your portal',
    ].join(''),
  );
}

function expectDashboard(
  state: AnyMachineSnapshot,
  event: EventObject,
  deferred: { inputs: (name: string) => unknown[] },
  pathname: string,
) {
  const label = (event as { label?: string }).label ?? '';
  if (state.matches('signedOut')) {
    // accounts.md#logout: a 401 signs the owner out and goes to /login.
    expect(pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeInTheDocument();
    return;
  }
  expect(pathname).toBe('/dashboard');
  expect(document.querySelector('h1')).toHaveTextContent(/^Dashboard$/);
  const loading = screen.queryByText('Loading your institution...');
  expect(loading !== null).toBe(state.matches('loading'));
  // Plain selectors for roles the page sets explicitly: role queries over the whole page are slow.
  const alert = document.querySelector('[role="alert"]');

  if (state.matches('loading') || state.matches('error')) {
    expect(screen.queryByRole('region', { name: 'Your institution' })).toBeNull();
    if (state.matches('error')) {
      const expected = expectedAlert.fetch?.[label];
      if (expected) expect(alert).toHaveTextContent(expected);
      expect(button('Try again')).toBeEnabled();
    } else {
      expect(alert).toBeNull();
    }
    return;
  }

  expectDetails(state.context.tenant as Tenant);
  expect(screen.queryByText('Refreshing...') !== null).toBe(state.matches('refreshing'));
  if (state.matches('refreshing')) return;

  const inactive = state.matches({ loaded: 'inactive' });
  const picker = screen.queryByRole('group', { name: 'Choose features' });
  expect(picker !== null).toBe(inactive || state.matches({ loaded: 'deployed' }));
  const dialog = document.querySelector('[role="alertdialog"]');
  if (inactive) {
    const kind = screen.getByRole('radio', { name: 'Coaching centre' }) as HTMLInputElement;
    expect(kind.checked).toBe(state.context.kind === 'coaching');
    expect((screen.getByRole('radio', { name: 'School' }) as HTMLInputElement).checked).toBe(
      state.context.kind === 'school',
    );
    if (state.matches({ loaded: { inactive: 'ready' } })) expect(kind).toBeEnabled();
    else expect(kind).toBeDisabled();
  }
  // Where the Activate button's row is: the setting up, while it happens (about 4-5 s).
  const progress = screen.queryByText('Setting up your institution');
  expect(progress !== null).toBe(
    state.matches({ loaded: { inactive: 'deploying' } }) ||
      state.matches({ loaded: 'deployed' }) ||
      (state.matches({ loaded: 'inProgress' }) && state.context.tenant.pendingOperation === 'deploy'),
  );
  if (progress) {
    const current = progress.closest('[role="status"]')?.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent(
      state.matches({ loaded: { inactive: 'deploying' } })
        ? 'Request sent'
        : 'Setting up classes and subjects',
    );
  }
  if (state.matches({ loaded: { inactive: 'confirming' } })) {
    expect(dialog).toHaveAccessibleName('Activate your institution?');
    expect(box('NCERT courses')).toBeDisabled();
    // A school with no NCERT class gets a gentle note; a coaching centre needs none and gets none.
    const note = screen.queryByText(
      'You chose no NCERT class. That is fine: you can add your own classes (Nursery, LKG, Class 1 ...) in the portal.',
    );
    const noClass = !state.context.features.some(
      (feature: { values?: string[] }) => (feature.values?.length ?? 0) > 0,
    );
    expect(note !== null).toBe(state.context.kind === 'school' && noClass);
  } else if (state.matches({ loaded: { active: 'confirming' } })) {
    expect(dialog).toHaveAccessibleName('Deactivate your institution?');
  } else {
    expect(dialog).toBeNull();
  }
  if (state.matches({ loaded: { inactive: 'ready' } })) {
    expect(box('NCERT courses')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Activate Tenant' })).toBeInTheDocument();
  }
  if (state.matches({ loaded: { inactive: 'deploying' } })) {
    expect(button('Activating...')).toBeDisabled();
    expect(box('NCERT courses')).toBeDisabled();
    expect(deferred.inputs('deployTenant')).toEqual([
      { userId: owner.id, token: owner.token, features: state.context.features, kind: state.context.kind },
    ]);
  }
  if (state.matches({ loaded: 'deployed' })) {
    expect(screen.getByText('Activation started. This page updates in a few seconds.')).toBeInTheDocument();
    expect(button('Activate Tenant')).toBeDisabled(); // tenant.md#activation: disabled after success
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'tenant_deploy',
      expect.objectContaining({ event_category: 'Dashboard' }),
    );
  }
  if (state.matches({ loaded: { active: 'ready' } })) {
    expect(button('Refresh')).toBeEnabled();
    expect(button('Deactivate')).toBeEnabled();
    // Issue 33: Deactivate is a secondary action beside Refresh, not a solid primary button.
    expect(button('Deactivate')).toHaveClass('button--secondary');
    expect(button('Deactivate')).not.toHaveClass('button--primary');
  }
  if (state.matches({ loaded: { active: 'undeploying' } })) {
    expect(button('Deactivating...')).toBeDisabled();
    expect(button('Refresh')).toBeDisabled();
    expect(deferred.inputs('undeployTenant')).toEqual([{ userId: owner.id, token: owner.token }]);
  }
  if (state.matches({ loaded: 'undeployed' })) {
    expect(
      screen.getByText(
        'Your institution has been deactivated. Its data is kept, so you can activate it again at any time.',
      ),
    ).toBeInTheDocument();
  }
  if (state.matches({ loaded: 'inProgress' })) {
    const text =
      state.context.tenant.pendingOperation === 'undeploy'
        ? 'Deactivation in progress...'
        : 'Activation in progress...';
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate Tenant' })).toBeNull();
  }
  if (state.matches({ loaded: 'stalled' })) {
    expect(
      screen.getByText('This is taking longer than usual. Refresh in a minute to see the latest status.'),
    ).toBeInTheDocument();
    expect(button('Refresh')).toBeEnabled();
  }
  if (state.matches({ loaded: { inactive: { ready: 'failed' } } })) {
    const expected = expectedAlert.deploy?.[label];
    if (expected) expect(alert).toHaveTextContent(expected);
    expect(alert).not.toBeNull();
  } else if (state.matches({ loaded: { active: { ready: 'failed' } } })) {
    const expected = expectedAlert.undeploy?.[label];
    if (expected) expect(alert).toHaveTextContent(expected);
    expect(alert).not.toBeNull();
  } else {
    expect(alert).toBeNull();
  }
}

describe('tenant machine, through /dashboard', () => {
  installGtag(gtag);

  testModelPaths({
    machine: tenantMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    async open({ inspect }) {
      signInOwner();
      const deferred = deferredActors(['fetchTenant', 'deployTenant', 'undeployTenant']);
      const { router } = await openDashboard({ inspect, actors: deferred.actors });
      return { deferred, router };
    },
    on: {
      'kind.choose': ({ kind }: { kind: string }) =>
        fireEvent.click(
          screen.getByRole('radio', { name: kind === 'coaching' ? 'Coaching centre' : 'School' }),
        ),
      'tenant.activate': ({ features }: { features: Array<{ name: string; values?: string[] }> }) => {
        choose(features);
        fireEvent.click(button('Activate Tenant'));
      },
      'activation.confirm': () => fireEvent.click(button('Yes, activate')),
      'activation.cancel': () => fireEvent.click(button('Cancel')),
      'deactivation.cancel': () => fireEvent.click(button('Cancel')),
      'tenant.deactivate': () => fireEvent.click(button('Deactivate')),
      'deactivation.confirm': () => fireEvent.click(button('Yes, deactivate')),
      'tenant.refresh': () => fireEvent.click(button('Refresh')),
      'tenant.retry': () => fireEvent.click(button('Try again')),
    },
    builtIn: ({ deferred }) => ({
      deferred,
      actorOf: { refetchTenant: 'fetchTenant', pollTenant: 'fetchTenant' },
    }),
    settle: () => act(async () => {}),
    expect: (state, { deferred, router }, { event }) =>
      expectDashboard(state, event, deferred, router.state.location.pathname),
  });
});
