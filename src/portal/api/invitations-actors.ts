// The network actors of the invitation page's machine, typed as the machine declares them.
import type { AcceptInvitationBody, InvitationView } from '@common/api/portal/invitations';
import type { PortalSession } from '@common/api/portal/session';
import { fromPromise } from 'xstate';
import * as api from './invitations';

export const invitationsActors = {
  viewInvitation: fromPromise<InvitationView, { token: string }>(({ input, signal }) =>
    api.viewInvitation(input.token, signal),
  ),
  acceptInvitation: fromPromise<PortalSession, AcceptInvitationBody>(({ input }) =>
    api.acceptInvitation(input),
  ),
};
