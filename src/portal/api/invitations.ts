// An invitation link (docs/requirements/portal.md#people-and-roles): the calls behind seeing and
// accepting it. Types only from the contract.
import type {
  AcceptInvitationBody,
  InvitationTokenBody,
  InvitationView,
} from '@common/api/portal/invitations';
import type { PortalSession } from '@common/api/portal/session';
import { portalFetch } from './client';

// The token goes in a body: a path is what request logs record.
export const viewInvitation = (token: string, signal?: AbortSignal) =>
  portalFetch<InvitationView>('/invitations/view', {
    method: 'POST',
    body: { token } satisfies InvitationTokenBody,
    ...(signal ? { signal } : {}),
  });

export const acceptInvitation = (body: AcceptInvitationBody) =>
  portalFetch<PortalSession>('/invitations/accept', { method: 'POST', body });
