// Every path of the resource-list machine, driving User management (docs/requirements/portal.md
// #people-and-roles): loading, a failed load and its retry, a row action straight away (resend)
// and one that asks first (revoke), the refresh after it, and failures that keep the rows.

import type { MemberAccount, Role } from '@common/api/portal/people';
import type { Me } from '@common/api/portal/session';
import { NO_ANSWER } from '@machines/api-failure';
import { resourceListMachine } from '@machines/portal/resource-list.machine';
import { MembersPage } from '@portal/views/members/members-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { administrator, ids, memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const role = (id: string, name: string, builtIn: string | null): Role => ({
  id,
  name,
  builtIn,
  permissions: [],
  memberCount: 1,
});
const roles = [
  role(ids.ownerRole, 'Owner', 'owner'),
  role(ids.adminRole, 'Administrator', 'administrator'),
  role(ids.teacherRole, 'Teacher', 'teacher'),
];
const member = (
  id: string,
  name: string,
  status: MemberAccount['status'],
  r: Role,
  expired = false,
): MemberAccount => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@vidyamandir.in`,
  status,
  role: { id: r.id, name: r.name, builtIn: r.builtIn },
  employeeId: null,
  invitedAt: status === 'invited' ? '2026-11-01T10:00:00.000Z' : null,
  invitationExpired: expired,
});
const [ownerRole, adminRole, teacherRole] = roles as [Role, Role, Role];
const members = [
  member(ids.owner, 'Asha Verma', 'active', ownerRole),
  member(ids.admin, 'Meera Iyer', 'active', adminRole),
  member(ids.teacher, 'Ravi Kumar', 'invited', teacherRole, true),
  member(ids.clerk, 'Sunita Rao', 'disabled', teacherRole),
];
const page = { members, roles };

const run = {
  eventCases: {
    'row.act': [
      { action: 'resend', id: ids.teacher, label: 'resend' },
      { action: 'revoke', id: ids.teacher, confirm: true, label: 'revoke' },
    ],
    'xstate.done.actor.load': [{ output: page }],
    'xstate.error.actor.load': [{ error: { status: 503, message: 'The portal is busy. Try again soon.' } }],
    'xstate.done.actor.reload': [{ output: page }],
    'xstate.error.actor.reload': [{ error: { status: NO_ANSWER, message: 'Network failure' } }],
    'xstate.done.actor.act': [{ output: null }],
    'xstate.error.actor.act': [{ error: { status: 409, message: 'This invitation was already accepted.' } }],
  },
};

const list = () => screen.getByRole('region', { name: 'Members' });
const row = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

function expectPage(state: AnyMachineSnapshot, event: EventObject, inputs: (name: string) => unknown[]) {
  expect(screen.getByRole('heading', { level: 1, name: 'User management' })).toBeInTheDocument();
  if (state.matches('loading')) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent('The portal is busy. Try again soon.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  const busy = state.matches({ loaded: 'acting' }) || state.matches({ loaded: 'refreshing' });
  expect(list().getAttribute('aria-busy')).toBe(String(busy));
  expect(within(list()).getAllByRole('row')).toHaveLength(members.length + 1);
  // The status column, with the expired invitation's hint.
  expect(within(row('Ravi Kumar')).getByText('Invited')).toBeInTheDocument();
  expect(within(row('Ravi Kumar')).getByText(/invitation expired/)).toBeInTheDocument();
  expect(within(row('Sunita Rao')).getByText('Disabled')).toBeInTheDocument();
  // Nobody acts on the owner or on themselves.
  expect(within(row('Asha Verma')).queryByRole('button')).toBeNull();
  expect(within(row('Meera Iyer')).queryByRole('button')).toBeNull();
  expect(within(row('Meera Iyer')).queryByRole('combobox')).toBeNull();
  expect(within(row('Sunita Rao')).getByRole('button', { name: 'Enable: Sunita Rao' })).toHaveProperty(
    'disabled',
    !state.matches({ loaded: 'idle' }),
  );
  const pending = state.context.pending as { action: string } | null;
  const resend = within(row('Ravi Kumar')).getByRole('button', { name: 'Resend: Ravi Kumar' });
  const revoke = within(row('Ravi Kumar')).getByRole('button', { name: 'Revoke: Ravi Kumar' });
  expect(resend).toHaveTextContent(
    state.matches({ loaded: 'acting' }) && pending?.action === 'resend' ? 'Working…' : 'Resend',
  );
  expect(revoke).toHaveTextContent(
    state.matches({ loaded: 'acting' }) && pending?.action === 'revoke' ? 'Working…' : 'Revoke',
  );
  if (state.matches({ loaded: 'acting' }))
    expect(inputs('actOnMember')).toEqual([
      expect.objectContaining({ action: pending?.action, id: ids.teacher }),
    ]);
  const question = screen.queryByRole('group', {
    name: 'Revoke the invitation for Ravi Kumar? The link will stop working.',
  });
  expect(question !== null).toBe(state.matches({ loaded: 'confirming' }));
  expect(screen.queryByText('Updating…') !== null).toBe(state.matches({ loaded: 'refreshing' }));
  const alert = within(list()).queryByRole('alert');
  const notice = state.context.notice as { serverText?: string } | null;
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? '');
  else expect(alert).toBeNull();
  if (event.type === 'xstate.error.actor.act')
    expect(alert).toHaveTextContent('This invitation was already accepted.');
}

describe('resource-list machine, through User management', () => {
  testModelPaths({
    machine: resourceListMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: (snapshot) => ({ notice: snapshot.context.notice }),
    open({ inspect }) {
      signedIn.member = administrator;
      const deferred = deferredActors(['loadMembersPage', 'actOnMember']);
      renderPortal(<MembersPage />, { inspect, actors: deferred.actors });
      return { deferred };
    },
    on: {
      'list.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      'list.reload': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))),
      'row.act': ({ action }: { action: string }) =>
        act(async () =>
          fireEvent.click(
            screen.getByRole('button', { name: `${action === 'resend' ? 'Resend' : 'Revoke'}: Ravi Kumar` }),
          ),
        ),
      'row.confirm': () =>
        act(async () =>
          fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Revoke' })),
        ),
      'row.cancel': () =>
        act(async () =>
          fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Cancel' })),
        ),
    },
    builtIn: ({ deferred }) => ({
      deferred,
      actorOf: { load: 'loadMembersPage', reload: 'loadMembersPage', act: 'actOnMember' },
    }),
    expect: (state, { deferred }, { event }) => expectPage(state, event, deferred.inputs),
  });

  it('hides what the role lacks: office staff only see the list', async () => {
    signedIn.member = memberWith(['members.view', 'employees.view']);
    renderPortal(<MembersPage />, { actors: { loadMembersPage: fromPromise(async () => page) } });
    await screen.findByRole('table');
    expect(within(row('Ravi Kumar')).queryByRole('button')).toBeNull();
    expect(within(row('Sunita Rao')).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
  });

  it('changes a role and disables an active member through PATCH-shaped actions', async () => {
    signedIn.member = administrator;
    const rowAct = vi.fn(async (_input: unknown) => null);
    const withActive = {
      ...page,
      members: [...members, member(ids.customRole, 'Kiran Das', 'active', teacherRole)],
    };
    renderPortal(<MembersPage />, {
      actors: {
        loadMembersPage: fromPromise(async () => withActive),
        actOnMember: fromPromise(({ input }) => rowAct(input)),
      },
    });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Kiran Das' }), {
      target: { value: ids.adminRole },
    });
    expect(rowAct).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'role', id: ids.customRole, body: ids.adminRole }),
    );
    await screen.findByRole('button', { name: 'Disable: Kiran Das' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Disable: Kiran Das' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Disable: Kiran Das' }));
    expect(rowAct).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'disable', id: ids.customRole }),
    );
    // The owner's role is never offered.
    expect(
      within(screen.getByRole('combobox', { name: 'Role of Kiran Das' })).queryByRole('option', {
        name: 'Owner',
      }),
    ).toBeNull();
  });
});
