// The roles area's network actors (docs/requirements/portal.md#people-and-roles): the role list
// (the resource-list machine) and the role editor's calls; tests replace them by these names
// (ActorOverridesContext).
import type { RoleBody } from '@common/api/portal/people';
import { fromPromise } from 'xstate';
import * as api from './roles';

export const rolesActors = {
  listRoles: fromPromise(({ signal }: { signal: AbortSignal }) => api.listRoles(signal)),
  saveRole: fromPromise(({ input }: { input: { id: string | null; body: RoleBody } }) => api.saveRole(input)),
  deleteRole: fromPromise(({ input }: { input: { id: string } }) => api.deleteRole(input.id)),
};
