// User management calls (docs/requirements/portal.md#api): members and their invitations.
import type {
  InviteBody,
  MemberAccount,
  MemberChangeBody,
  MemberList,
  RoleList,
} from '@common/api/portal/people';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { portalFetch } from './client';

export const listMembers = (signal?: AbortSignal) =>
  portalFetch<MemberList>('/members', signal ? { signal } : undefined);

export const inviteMember = (body: InviteBody) =>
  portalFetch<MemberAccount>('/members', { method: 'POST', body });

export const resendInvitation = (id: string) =>
  portalFetch<MemberAccount>(`/members/${encodeURIComponent(id)}/resend`, { method: 'POST' });

export const changeMember = (id: string, body: MemberChangeBody) =>
  portalFetch<MemberAccount>(`/members/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const revokeInvitation = (id: string) =>
  portalFetch<null>(`/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * The member list, with the roles the invite form and the role select offer when the page offers
 * them (`withRoles`: the member may read roles and invite or re-role). Without it GET /roles is
 * not asked: it would answer 403 and take the whole list down with it (Office staff see members,
 * not roles).
 */
export async function loadMembersPage(
  withRoles: boolean,
  signal?: AbortSignal,
): Promise<MemberList & RoleList> {
  const options = signal ? { signal } : undefined;
  const [members, roles] = await Promise.all([
    listMembers(signal),
    withRoles ? portalFetch<RoleList>('/roles', options) : Promise.resolve({ roles: [] }),
  ]);
  return { ...members, ...roles };
}

/** What a row of the member list asks: resend or revoke an invitation, disable, enable, or a new role. */
export function actOnMember({ action, id, body }: RowAction): Promise<unknown> {
  switch (action) {
    case 'resend':
      return resendInvitation(id);
    case 'revoke':
      return revokeInvitation(id);
    case 'disable':
      return changeMember(id, { status: 'disabled' });
    case 'enable':
      return changeMember(id, { status: 'active' });
    default:
      return changeMember(id, { roleId: String(body) });
  }
}
