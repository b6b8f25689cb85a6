import { ErrorBody, MessageBody as Message } from '@common/api/errors';
import { HandoffGrant } from '@common/api/portal/session';
import { DeployBody, TenantParams as Params, Tenant, tenantErrors } from '@common/api/tenants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../app';
import { refuse } from '../http-error';
import { RATE_LIMITS } from '../services/rate-limit';
import { normaliseDeployFeatures } from '../services/tenant-features';

// The three tenant calls (docs/requirements/api.md#tenants), for the signed-in owner only
// (security.md#tenants). Checks run in this order on all three: no or bad token 401; a userId that
// is not a UUID 400; a userId that is not the token's owner 403 (whoever it names: the answer says
// nothing about other accounts); then the body. They run before body validation, so a stranger's
// request learns nothing from how its body would have been judged.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tenantRoutes: ApiRoutes = async (app, { authenticate, rateLimiter, tenants, portalSessions }) => {
  /** After authenticate: the path's userId must be a UUID (400) and the token's owner (403). */
  async function requireOwner(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { userId } = request.params as { userId: string };
    if (!UUID.test(userId)) throw refuse(400, 'validation', 'The userId path parameter must be a UUID.');
    if (userId.toLowerCase() !== request.userId.toLowerCase()) {
      throw refuse(403, 'forbidden', 'You can only view and manage your own tenant.');
    }
  }
  /** Deploys and undeploys per owner (services/rate-limit.ts): each one starts or stops real work. */
  async function limitChanges(request: FastifyRequest): Promise<void> {
    await rateLimiter.hit(RATE_LIMITS.tenantChangesPerAccount, request.userId);
  }
  const owner = { preValidation: [authenticate, requireOwner, limitChanges] };
  const errors = tenantErrors;
  const docs = { tags: ['Tenant'] };

  app.get(
    '/tenants/user/:userId',
    {
      // GET is the dashboard's poll and the hottest authorized call: authenticate reads the tenant
      // with the session, in one round trip.
      config: { sessionReads: 'tenant' },
      preValidation: [authenticate, requireOwner],
      schema: {
        ...docs,
        summary: "Read the owner's tenant",
        description:
          "The dashboard polls this while `pendingOperation` is not null. 404 with code 'tenant_not_found' when the account has no tenant.",
        params: Params,
        response: { 200: Tenant, ...errors },
      },
    },
    async (request) => {
      // Read with the session, which requireOwner has just matched to the path's userId.
      const tenant = request.ownTenant;
      if (!tenant) throw refuse(404, 'tenant_not_found');
      return tenant;
    },
  );

  app.post(
    '/tenants/deploy/user/:userId',
    {
      ...owner,
      schema: {
        ...docs,
        summary: 'Deploy (activate) the tenant with the chosen features',
        description:
          "Records the request and answers 202 at once; the work runs in the background and GET shows `pendingOperation: 'deploy'` until it ends. The newest deploy or undeploy wins. Limited per owner (429).",
        params: Params,
        body: DeployBody,
        response: { 202: Message, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.userId.toLowerCase() !== request.userId.toLowerCase()) {
        throw refuse(400, 'validation', 'The userId in the body must match the one in the path.');
      }
      const requested = body.features.map((feature) =>
        feature.values !== undefined
          ? { name: feature.name, values: feature.values }
          : { name: feature.name, enabled: feature.enabled ?? true },
      );
      const checked = normaliseDeployFeatures(requested);
      if ('problem' in checked) throw refuse(400, 'validation', checked.problem);
      if (!(await tenants.requestDeploy(request.userId, checked.features, body.kind))) {
        throw refuse(404, 'tenant_not_found');
      }
      return reply.code(202).send({ message: 'Your tenant is being activated. This takes a few seconds.' });
    },
  );

  app.delete(
    '/tenants/undeploy/user/:userId',
    {
      ...owner,
      schema: {
        ...docs,
        summary: 'Undeploy (deactivate) the tenant',
        description: 'Takes effect at once and deletes nothing: a later deploy brings the data back.',
        params: Params,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      if (!(await tenants.undeploy(request.userId))) throw refuse(404, 'tenant_not_found');
      return {
        message: 'Your tenant has been deactivated. Its data is kept for when you activate it again.',
      };
    },
  );

  app.post(
    '/tenants/user/:userId/portal-handoff',
    {
      ...owner,
      schema: {
        ...docs,
        summary: "Open the tenant's portal as its owner",
        description:
          "A single-use code, valid 60 seconds, that the portal at `portalUrl` exchanges (POST /portal/session/handoff) for a session as the tenant's owner member: the dashboard opens `<portalUrl>/handoff#code=<code>`. 409 with code 'tenant_not_active' while the tenant is not active.",
        params: Params,
        response: { 200: HandoffGrant, ...errors, 409: ErrorBody },
      },
    },
    async (request) => portalSessions.issueHandoff(request.userId),
  );
};

export default tenantRoutes;
