// User management calls (docs/requirements/portal.md#api): members and their invitations.
import type {
  InviteBody,
  Member,
  MemberChangeBody,
  MemberList,
  RoleList,
} from '../../../common/api/portal/people';
import { portalFetch } from './client';

export const listMembers = (signal?: AbortSignal) =>
  portalFetch<MemberList>('/members', signal ? { signal } : undefined);

export const inviteMember = (body: InviteBody) => portalFetch<Member>('/members', { method: 'POST', body });

export const resendInvitation = (id: string) =>
  portalFetch<Member>(`/members/${encodeURIComponent(id)}/resend`, { method: 'POST' });

export const changeMember = (id: string, body: MemberChangeBody) =>
  portalFetch<Member>(`/members/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const revokeInvitation = (id: string) =>
  portalFetch<null>(`/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The member list with the roles the invite form and the role select offer. */
export async function loadMembersPage(signal?: AbortSignal): Promise<MemberList & RoleList> {
  const [members, roles] = await Promise.all([
    listMembers(signal),
    portalFetch<RoleList>('/roles', signal ? { signal } : undefined),
  ]);
  return { ...members, ...roles };
}
