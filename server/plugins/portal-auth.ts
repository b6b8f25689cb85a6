import type { Permission } from '@common/portal/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { inTenant } from '../db/tenant-scope';
import { refuse } from '../http-error';
import type { Caller } from '../services/portal/caller';
import type { PortalDirectory, PortalTenant } from '../services/portal/portal-directory';
import { findCaller } from '../services/portal/session-store';
import { bearerTokenHash, sessionRefused } from './authenticate';
import { checksToken } from './security-schemes';

// Who is asking, on a portal address (docs/requirements/portal.md#getting-in, #people-and-roles).
// Every portal route runs `portal.tenant` (the address must name an active tenant: else 404), and
// every signed-in one `portal.member(permission)`, which runs it first: a bearer token of a live
// session of THIS tenant (else 401, the owners' sentences), an active member, and the permission
// (else 403). Both are `onRequest` hooks: they run before the body is read, so a caller without
// the permission is refused unread, whatever the body's size or shape (a per-network rate limit
// of the route goes first in the list). The handler then passes the tenant, and the caller when
// the service acts for someone, to the service:
//   app.get('/members', { onRequest: portal.member('members.view'), schema }, async (request) =>
//     ({ members: await portalMembers.list(tenantOf(request)) }))

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the portal address; set by `portal.tenant` (null elsewhere). */
    portalTenant: PortalTenant | null;
    /** The signed-in member; set by `portal.member(...)` (null elsewhere). */
    portalCaller: Caller | null;
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
}

export const FORBIDDEN = 'You do not have permission to do this.';

export function decoratePortalAuth(app: FastifyInstance): void {
  app.decorateRequest('portalTenant', null);
  app.decorateRequest('portalCaller', null);
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

export function createPortalAuth(options: {
  database: DatabaseHandle;
  clock: Clock;
  directory: PortalDirectory;
}): PortalAuth {
  const { database, clock, directory } = options;
  const tenant: Hook = async (request) => {
    const found = request.portalCode ? await directory.find(request.portalCode) : undefined;
    if (!found?.active) throw refuse(404, 'portal_not_found');
    request.portalTenant = found;
  };
  // The one check of a portal session's token: routes running it are documented as needing one.
  const signedIn: Hook = checksToken('portalBearer', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const caller = await inTenant(database, tenantOf(request).id, (db) =>
      findCaller(db, tokenHash, clock.now()),
    );
    if (!caller) throw sessionRefused();
    request.portalCaller = caller;
  });
  return {
    tenant,
    member(permission) {
      const handlers = [tenant, signedIn];
      if (permission) {
        handlers.push(async (request) => {
          if (!request.portalCaller?.permissions.has(permission)) throw refuse(403, 'forbidden', FORBIDDEN);
        });
      }
      return handlers;
    },
  };
}
