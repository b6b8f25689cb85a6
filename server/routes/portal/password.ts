import { MessageBody as Message } from '@common/api/errors';
import { portalErrors } from '@common/api/portal/common';
import { ForgotBody, PortalPasswordResetBody } from '@common/api/portal/session';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';
import { accessMessages } from '@server/services/portal/session';
import { clientKey, RATE_LIMITS } from '@server/services/rate-limit';

// Forgot and reset a portal password (docs/requirements/portal.md#getting-in), per tenant.

const tags = ['Portal'];
const errors = { 400: portalErrors[400], 404: portalErrors[404], 429: portalErrors[429] };

const portalPasswordRoutes: ApiRoutes = async (app, { portal, portalSessions, rateLimiter }) => {
  const mailLimit = async (request: { ip: string }) => {
    await rateLimiter.hit(RATE_LIMITS.mailRequestsPerIp, clientKey(request.ip));
  };
  const tokenLimit = async (request: { ip: string }) => {
    await rateLimiter.hit(RATE_LIMITS.tokenChecksPerIp, clientKey(request.ip));
  };

  app.post(
    '/password/forgot',
    {
      onRequest: [mailLimit, portal.tenant],
      schema: {
        tags,
        summary: 'Mail a link to reset a portal password',
        description:
          'Answers the same sentence whether or not the address has access to this portal; an active member gets a link to <portal>/reset-password, valid 24 hours, that replaces any older one.',
        body: ForgotBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      portalSessions.forgotPassword(tenantOf(request), request.body.email);
      return { message: accessMessages.forgotSent };
    },
  );

  app.post(
    '/password/reset',
    {
      onRequest: [tokenLimit, portal.tenant],
      schema: {
        tags,
        summary: 'Set a new portal password with a reset link',
        description: 'Uses up the link and ends every session of the member. A dead link: 400.',
        body: PortalPasswordResetBody,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      await portalSessions.resetPassword(tenantOf(request), request.body.token, request.body.password);
      return { message: accessMessages.passwordReset };
    },
  );
};

export default portalPasswordRoutes;
