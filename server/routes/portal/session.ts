import { NoContent } from '@common/api/errors';
import { portalErrors } from '@common/api/portal/common';
import { HandoffBody, Me, PortalSession, SignInBody } from '@common/api/portal/session';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import { meOf } from '@server/services/portal/session';
import { clientKey, RATE_LIMITS } from '@server/services/rate-limit';

// A portal session (docs/requirements/portal.md#getting-in): the owner's hand-off, staff sign-in,
// sign-out and who is signed in. The rules are services/portal/session.ts's.

const tags = ['Portal'];

const portalSessionRoutes: ApiRoutes = async (app, { portal, portalSessions, rateLimiter }) => {
  app.post(
    '/session/handoff',
    {
      onRequest: [
        async (request: { ip: string }) => {
          await rateLimiter.hit(RATE_LIMITS.tokenChecksPerIp, clientKey(request.ip));
        },
        portal.tenant,
      ],
      schema: {
        tags,
        summary: "Exchange the owner's hand-off code for a portal session",
        description:
          "The code from POST /tenants/user/{userId}/portal-handoff, within its 60 seconds and once: signs the tenant's owner member in. A used, unknown or expired code gets 401.",
        body: HandoffBody,
        response: {
          200: PortalSession,
          400: portalErrors[400],
          401: portalErrors[401],
          404: portalErrors[404],
          429: portalErrors[429],
        },
      },
    },
    async (request) =>
      portalSessions.exchangeHandoff(tenantOf(request), request.body.code, clientKey(request.ip)),
  );

  app.post(
    '/session',
    {
      onRequest: portal.tenant,
      schema: {
        tags,
        summary: 'Sign in to the portal',
        description:
          "With a member's e-mail and password. Wrong address or password: 401, the same for both; a member whose access is turned off: 403. Failures are limited per network and per address (429).",
        body: SignInBody,
        response: { 200: PortalSession, ...portalErrors },
      },
      // A body the handler never sees counts as a failed sign-in of the network too, as the owners'.
      onResponse: async (request, reply) => {
        if (reply.statusCode === 400 || reply.statusCode === 413 || reply.statusCode === 415) {
          await rateLimiter
            .hit(RATE_LIMITS.portalSignInFailuresPerIp, clientKey(request.ip))
            .catch(() => undefined);
        }
      },
    },
    async (request) =>
      portalSessions.signIn(
        tenantOf(request),
        request.body.email,
        request.body.password,
        clientKey(request.ip),
      ),
  );

  app.delete(
    '/session',
    {
      onRequest: portal.member(),
      schema: {
        tags,
        summary: 'Sign out of the portal',
        description: 'Revokes the session whose token is sent.',
        response: { 204: NoContent, 401: portalErrors[401], 404: portalErrors[404] },
      },
    },
    async (request, reply) => {
      await portalSessions.signOut(tenantOf(request), callerOf(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      onRequest: portal.member(),
      schema: {
        tags,
        summary: 'The signed-in member',
        description:
          'Who is signed in, their role and what it lets them do (permissions in the matrix order).',
        response: { 200: Me, 401: portalErrors[401], 404: portalErrors[404] },
      },
    },
    async (request) => meOf(tenantOf(request), callerOf(request)),
  );
};

export default portalSessionRoutes;
