// Role calls (docs/requirements/portal.md#api).
import type { Role, RoleBody, RoleList } from '@common/api/portal/people';
import { portalFetch } from './client';

export const listRoles = (signal?: AbortSignal) =>
  portalFetch<RoleList>('/roles', signal ? { signal } : undefined);

/** Creates the role without an id, updates it with one. */
export const saveRole = ({ id, body }: { id: string | null; body: RoleBody }) =>
  id
    ? portalFetch<Role>(`/roles/${encodeURIComponent(id)}`, { method: 'PATCH', body })
    : portalFetch<Role>('/roles', { method: 'POST', body });

export const deleteRole = (id: string) =>
  portalFetch<null>(`/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });
