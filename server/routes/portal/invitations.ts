import { portalErrors } from '@common/api/portal/common';
import { AcceptInvitationBody, InvitationTokenBody, InvitationView } from '@common/api/portal/invitations';
import { PortalSession } from '@common/api/portal/session';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';
import { clientKey, RATE_LIMITS } from '@server/services/rate-limit';

// An invitation link (docs/requirements/portal.md#people-and-roles): what it is, and accepting it.

const tags = ['Portal'];
const errors = {
  400: portalErrors[400],
  401: portalErrors[401],
  404: portalErrors[404],
  429: portalErrors[429],
};

const portalInvitationRoutes: ApiRoutes = async (app, { portal, portalInvitations, rateLimiter }) => {
  const tokenLimit = async (request: { ip: string }) => {
    await rateLimiter.hit(RATE_LIMITS.tokenChecksPerIp, clientKey(request.ip));
  };

  // A POST with the token in its body, not GET /invitations/{token}: a path is written to the
  // request log, and a token read from a log accepted the invitation.
  app.post(
    '/invitations/view',
    {
      onRequest: [tokenLimit, portal.tenant],
      schema: {
        tags,
        summary: 'Show an invitation',
        description:
          "Who is invited, with which role, to which school, for the token of the invitation link's fragment; changes nothing. A dead link: 401.",
        body: InvitationTokenBody,
        response: { 200: InvitationView, ...errors },
      },
    },
    async (request) => portalInvitations.view(tenantOf(request), request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      onRequest: [tokenLimit, portal.tenant],
      schema: {
        tags,
        summary: 'Accept an invitation and sign in',
        description:
          'Sets the password (and the name, when given), makes the member active, uses the link up and answers a portal session.',
        body: AcceptInvitationBody,
        response: { 200: PortalSession, ...errors },
      },
    },
    async (request) => portalInvitations.accept(tenantOf(request), request.body, clientKey(request.ip)),
  );
};

export default portalInvitationRoutes;
