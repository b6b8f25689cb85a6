// The authority rule on the pages (common/portal/authority.ts, docs/requirements/security.md#authority):
// the real portal against a stub API, for a member whose own role holds the members' doors but not
// every permission. The members page offers only the roles they may give and no actions on members
// beyond their reach; the roles page opens the role they hold read-only.

import type { MemberAccount, MemberList, Role, RoleList } from '@common/api/portal/people';
import type { Me } from '@common/api/portal/session';
import { ALL_PERMISSIONS, BUILT_IN_PERMISSIONS, type Permission } from '@common/portal/permissions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderPortal, sessionOf } from './support';

const uuid = (n: number) => `c2000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const role = (n: number, name: string, builtIn: string | null, permissions: readonly Permission[]): Role => ({
  id: uuid(n),
  name,
  builtIn,
  permissions: [...permissions],
  memberCount: 1,
});
const roles = {
  owner: role(1, 'Owner', 'owner', ALL_PERMISSIONS),
  administrator: role(2, 'Administrator', 'administrator', ALL_PERMISSIONS),
  teacher: role(3, 'Teacher', 'teacher', BUILT_IN_PERMISSIONS.teacher),
  // The signed-in member's own role.
  membersDesk: role(4, 'Members desk', null, [
    'members.view',
    'members.create',
    'members.edit',
    'roles.view',
    'roles.edit',
  ]),
  viewer: role(5, 'Sees members', null, ['members.view']),
};
const roleList: RoleList = { roles: Object.values(roles) };

const person = (n: number, name: string, held: Role): MemberAccount => ({
  id: uuid(100 + n),
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@vidyamandir.in`,
  status: 'active',
  role: { id: held.id, name: held.name, builtIn: held.builtIn },
  employeeId: null,
  invitedAt: null,
  invitationExpired: false,
});
const memberList: MemberList = {
  members: [
    person(1, 'Asha Verma', roles.owner),
    person(2, 'Vikram Das', roles.administrator),
    person(3, 'Ravi Kumar', roles.teacher),
    person(4, 'Meena Joshi', roles.viewer),
  ],
};

const me: Me = {
  ...owner,
  id: uuid(9),
  name: 'Sunita Rao',
  role: { id: roles.membersDesk.id, name: roles.membersDesk.name, builtIn: null },
  permissions: [...roles.membersDesk.permissions],
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace('/prod/v1/portal', '');
      if (path === '/members') return new Response(JSON.stringify(memberList), { status: 200 });
      if (path === '/roles') return new Response(JSON.stringify(roleList), { status: 200 });
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((name) => name !== 'Choose a role');

describe('a member whose role holds less than everything', () => {
  it('is offered only the roles they may give, and no actions on members beyond their reach', async () => {
    stubApi();
    await renderPortal({ path: '/members', stored: sessionOf(me) });
    const table = await screen.findByRole('table');
    // Meena holds only members.view: within reach, and given only roles within reach.
    const select = within(table).getByRole('combobox', { name: 'Role of Meena Joshi' });
    expect(optionNames(select)).toEqual(['Members desk', 'Sees members']);
    expect(within(table).getByRole('button', { name: 'Disable: Meena Joshi' })).toBeInTheDocument();
    // The Administrator and the Teacher hold what the member's role lacks: nothing to press.
    for (const name of ['Vikram Das', 'Ravi Kumar', 'Asha Verma']) {
      expect(within(table).queryByRole('combobox', { name: `Role of ${name}` })).toBeNull();
      expect(within(table).queryByRole('button', { name: `Disable: ${name}` })).toBeNull();
    }
    // The invitation form offers the same roles.
    const invite = screen.getByRole('combobox', { name: 'Role' });
    expect(optionNames(invite)).toEqual(['Members desk', 'Sees members']);
  });

  it('sees the role they hold read-only, and may tick only what their role holds in another', async () => {
    stubApi();
    await renderPortal({ path: '/roles', stored: sessionOf(me) });
    (await screen.findByRole('button', { name: 'Members desk' })).click();
    expect(
      await screen.findByText(
        'Your role cannot change this role: nobody changes the role they hold, or a role with permissions their own does not have.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull();

    screen.getByRole('button', { name: 'Sees members' }).click();
    expect(
      await screen.findByText('You can give only the permissions your own role has.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save role' })).toBeInTheDocument();
    expect((screen.getByRole('checkbox', { name: 'Members: create' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('checkbox', { name: 'Students: view' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('the Owner is offered every role but the Owner, and may tick everything', async () => {
    stubApi();
    await renderPortal({
      path: '/members',
      stored: sessionOf({ ...owner, role: { ...owner.role, id: roles.owner.id } }),
    });
    const invite = await screen.findByRole('combobox', { name: 'Role' });
    expect(optionNames(invite)).toEqual(['Administrator', 'Teacher', 'Members desk', 'Sees members']);
  });
});
