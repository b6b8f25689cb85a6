// User management for members who may see members but not every call behind the page
// (docs/requirements/portal.md#people-and-roles): the real portal against a stub API that refuses
// what the role lacks as the server does (GET /roles needs roles.view), so the page's own calls,
// not a stubbed loader, decide what the member sees.

import type { MemberAccount, MemberList, RoleList } from '@common/api/portal/people';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS, type Permission } from '@common/portal/permissions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderPortal, sessionOf } from './support';

const uuid = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const teacherRole = { id: uuid(20), name: 'Teacher', builtIn: 'teacher' };
const person = (n: number, name: string, status: MemberAccount['status']): MemberAccount => ({
  id: uuid(n),
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@vidyamandir.in`,
  status,
  role: teacherRole,
  employeeId: null,
  invitedAt: status === 'invited' ? '2026-11-01T10:00:00.000Z' : null,
  invitationExpired: false,
});
const memberList: MemberList = {
  members: [person(1, 'Ravi Kumar', 'active'), person(2, 'Neha Singh', 'invited')],
};
const roleList: RoleList = {
  roles: [{ ...teacherRole, permissions: [], memberCount: 2 }],
};

const signedInWith = (permissions: readonly Permission[]): Me => ({
  ...owner,
  id: uuid(9),
  name: 'Sunita Rao',
  role: { id: uuid(10), name: 'Office staff', builtIn: 'office_staff' },
  permissions: [...permissions],
});

/** Answers as the server would for `me`: GET /roles only with roles.view. */
function stubApi(me: Me) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.replace('/prod/v1/portal', '');
    if (path === '/members') return new Response(JSON.stringify(memberList), { status: 200 });
    if (path === '/roles' && me.permissions.includes('roles.view'))
      return new Response(JSON.stringify(roleList), { status: 200 });
    if (path === '/roles')
      return new Response(JSON.stringify({ message: 'You do not have permission to do this.' }), {
        status: 403,
      });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.some(([url]) => String(url) === `/prod/v1/portal${path}`);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('members for a role without roles.view', () => {
  it('Office staff (members.view only) see the list, not an error', async () => {
    const me = signedInWith(BUILT_IN_PERMISSIONS.office_staff);
    const fetch = stubApi(me);
    await renderPortal({ path: '/members', stored: sessionOf(me) });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(table).getByText('Neha Singh')).toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to do this.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(asked(fetch, '/roles')).toBe(false);
  });

  it('inviting without roles.view: resend stays, the invite form (which offers roles) does not', async () => {
    const me = signedInWith(['members.view', 'members.create', 'members.edit']);
    const fetch = stubApi(me);
    await renderPortal({ path: '/members', stored: sessionOf(me) });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Resend: Neha Singh' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Disable: Ravi Kumar' })).toBeInTheDocument();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked(fetch, '/roles')).toBe(false);
  });

  it('with roles.view and members.edit the roles are loaded and offered', async () => {
    const me = signedInWith(['members.view', 'members.edit', 'roles.view']);
    const fetch = stubApi(me);
    await renderPortal({ path: '/members', stored: sessionOf(me) });
    const select = await screen.findByRole('combobox', { name: 'Role of Ravi Kumar' });
    expect(within(select).getByRole('option', { name: 'Teacher' })).toBeInTheDocument();
    expect(asked(fetch, '/roles')).toBe(true);
  });
});

describe('built-in roles in Hindi', () => {
  it("the header, the members list and the role choices name them in Hindi; a school's own role as named", async () => {
    localStorage.setItem('shala.portal.language', 'hi');
    const me = signedInWith(['members.view', 'members.edit', 'roles.view']);
    const librarian = { id: uuid(21), name: 'Librarian', builtIn: null, permissions: [], memberCount: 0 };
    roleList.roles.push(librarian);
    try {
      stubApi(me);
      await renderPortal({ path: '/members', stored: sessionOf(me) });
      expect(await screen.findByText('Sunita Rao, कार्यालय स्टाफ़')).toBeInTheDocument();
      const select = await screen.findByRole('combobox', { name: /Ravi Kumar/ });
      expect(select).toHaveDisplayValue('शिक्षक');
      expect(within(select).getByRole('option', { name: 'Librarian' })).toBeInTheDocument();
      expect(within(screen.getByRole('table')).getAllByText('शिक्षक', { selector: 'td' })).toHaveLength(2);
      expect(screen.queryByText(/Teacher|Office staff/)).toBeNull();
    } finally {
      roleList.roles.pop();
    }
  });
});
