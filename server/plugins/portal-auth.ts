import type { Permission } from '@common/portal/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { refuse } from '../http-error';
import type { Caller } from '../services/portal/caller';
import type { GuardianCaller } from '../services/portal/guardians/sign-in';
import type { PortalDirectory, PortalTenant } from '../services/portal/portal-directory';
import { bearerTokenHash, sessionRefused } from './authenticate';
import { checksToken } from './security-schemes';

// Who is asking, on a portal address (docs/requirements/portal.md#getting-in, #people-and-roles).
// Every portal route runs `portal.tenant` (the address must name an active tenant: else 404), and
// every signed-in one `portal.member(permission)`, which decides the same first: a bearer token of
// a live session of THIS tenant (else 401, the owners' sentences), an active member, and the
// permission (else 403); the tenant and the caller are one read (PortalDirectory.findSignedIn).
// Both are `onRequest` hooks: they run before the body is read, so a caller without the
// permission is refused unread, whatever the body's size or shape (a per-network rate limit of the
// route goes first in the list). The handler then passes the tenant, and the caller when
// the service acts for someone, to the service:
//   app.get('/members', { onRequest: portal.member('members.view'), schema }, async (request) =>
//     ({ members: await portalMembers.list(tenantOf(request)) }))

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the portal address; set by `portal.tenant` (null elsewhere). */
    portalTenant: PortalTenant | null;
    /** The signed-in member; set by `portal.member(...)` (null elsewhere). */
    portalCaller: Caller | null;
    /** The signed-in guardian; set by `portal.guardian` (null elsewhere). */
    guardianCaller: GuardianCaller | null;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PortalAuth {
  /** Resolves the address's tenant: 404 when unknown or not active. An `onRequest` hook. */
  tenant: Hook;
  /**
   * The tenant, then a signed-in active member holding `permission` (any member when omitted):
   * the route's `onRequest` hooks, so the body is not read for a caller refused.
   */
  member(permission?: Permission): Hook[];
  /**
   * The tenant, then a live guardian session of it (docs/requirements/guardians.md#sign-in): a
   * member's token is not a guardian's, nor the other way round (each is looked up in its own table).
   */
  guardian: Hook[];
}

/** Finds the guardian session of a token hash in a tenant (services/portal/guardians/sign-in.ts). */
export interface GuardianSessionLookup {
  callerOf(tenant: PortalTenant, tokenHash: string): Promise<GuardianCaller | undefined>;
}

export const FORBIDDEN = 'You do not have permission to do this.';

export function decoratePortalAuth(app: FastifyInstance): void {
  app.decorateRequest('portalTenant', null);
  app.decorateRequest('portalCaller', null);
  app.decorateRequest('guardianCaller', null);
}

/** The request's tenant, in a route that runs `portal.tenant`. */
export function tenantOf(request: FastifyRequest): PortalTenant {
  if (!request.portalTenant) throw new Error('The route did not run portal.tenant before its handler.');
  return request.portalTenant;
}

/** The signed-in member, in a route that runs `portal.member(...)`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.portalCaller) throw new Error('The route did not run portal.member before its handler.');
  return request.portalCaller;
}

/** The signed-in guardian, in a route that runs `portal.guardian`. */
export function guardianOf(request: FastifyRequest): GuardianCaller {
  if (!request.guardianCaller) throw new Error('The route did not run portal.guardian before its handler.');
  return request.guardianCaller;
}

export function createPortalAuth(options: {
  clock: Clock;
  directory: PortalDirectory;
  guardians: GuardianSessionLookup;
}): PortalAuth {
  const { clock, directory, guardians } = options;
  const notFound = () => refuse(404, 'portal_not_found');
  const tenant: Hook = async (request) => {
    const found = request.portalCode ? await directory.find(request.portalCode) : undefined;
    if (!found?.active) throw notFound();
    request.portalTenant = found;
  };
  // The one check of a portal session's token: routes running it are documented as needing one.
  // The address is decided before the token, as `tenant` decides it: an unknown or inactive school
  // is 404 whatever the token.
  const signedIn: Hook = checksToken('portalBearer', async (request: FastifyRequest, reply: FastifyReply) => {
    let tokenHash: string;
    try {
      tokenHash = bearerTokenHash(request);
    } catch (refusal) {
      await tenant(request, reply);
      throw refusal;
    }
    const found = request.portalCode
      ? await directory.findSignedIn(request.portalCode, tokenHash, clock.now())
      : undefined;
    if (!found?.tenant?.active) throw notFound();
    request.portalTenant = found.tenant;
    if (!found.caller) throw sessionRefused();
    request.portalCaller = found.caller;
  });
  // The address first, as for a member: an unknown school is 404 whatever the token.
  const guardianSignedIn: Hook = checksToken('guardianBearer', async (request, reply) => {
    await tenant(request, reply);
    const caller = await guardians.callerOf(tenantOf(request), bearerTokenHash(request));
    if (!caller) throw sessionRefused();
    request.guardianCaller = caller;
  });
  return {
    tenant,
    guardian: [guardianSignedIn],
    member(permission) {
      const handlers = [signedIn];
      if (permission) {
        handlers.push(async (request) => {
          if (!request.portalCaller?.permissions.has(permission)) throw refuse(403, 'forbidden', FORBIDDEN);
        });
      }
      return handlers;
    },
  };
}
