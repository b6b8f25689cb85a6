// The members area's network actors (docs/requirements/portal.md#people-and-roles): the member
// list with its row actions (the resource-list machine) and the invitation form (invite-member);
// tests replace them by these names (ActorOverridesContext).
import type { InviteBody } from '@common/api/portal/people';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { fromPromise } from 'xstate';
import * as api from './members';

export const membersActors = {
  /** With the roles the page offers when `input` (withRoles) is true. */
  loadMembersPage: fromPromise(({ input, signal }: { input: boolean; signal: AbortSignal }) =>
    api.loadMembersPage(input, signal),
  ),
  actOnMember: fromPromise(({ input }: { input: RowAction }) => api.actOnMember(input)),
  inviteMember: fromPromise(({ input }: { input: InviteBody }) => api.inviteMember(input)),
};
