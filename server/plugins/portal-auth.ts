import type { Permission } from '@common/portal/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { inTenant } from '../db/tenant-scope';
import { ApiError } from '../http-error';
import type { PortalDirectory, PortalTenant } from '../services/portal/portal-directory';
import { findSignedInMember, type SignedInMember } from '../services/portal/session-store';
import { bearerTokenHash, sessionRefused } from './authenticate';
import { checksToken } from './security-schemes';

// Who is asking, on a portal address (docs/requirements/portal.md#getting-in, #people-and-roles).
// Every portal route runs `portal.tenant` (the address must name an active tenant: else 404), and
// every signed-in one `portal.member(permission)` after it: a bearer token of a live session of
// THIS tenant (else 401, the owners' sentences), an active member, and the permission (else 403).
//   app.get('/members', { preHandler: portal.member('members.view') }, async (request) =>
//     inTenant(database, tenantOf(request).id, (db) => ...))

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the portal address; set by `portal.tenant` (null elsewhere). */
    portalTenant: PortalTenant | null;
    /** The signed-in member; set by `portal.member(...)` (null elsewhere). */
    portalMember: SignedInMember | null;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PortalAuth {
  /** Resolves the address's tenant: 404 when unknown or not active. */
  tenant: PreHandler;
  /** The tenant, then a signed-in active member holding `permission` (any member when omitted). */
  member(permission?: Permission): PreHandler[];
}

export const NO_PORTAL = 'There is no active school portal at this address.';
export const FORBIDDEN = 'You do not have permission to do this.';

export function decoratePortalAuth(app: FastifyInstance): void {
  app.decorateRequest('portalTenant', null);
  app.decorateRequest('portalMember', null);
}

/** The request's tenant, in a route that runs `portal.tenant`. */
export function tenantOf(request: FastifyRequest): PortalTenant {
  if (!request.portalTenant) throw new Error('The route did not run portal.tenant before its handler.');
  return request.portalTenant;
}

/** The signed-in member, in a route that runs `portal.member(...)`. */
export function memberOf(request: FastifyRequest): SignedInMember {
  if (!request.portalMember) throw new Error('The route did not run portal.member before its handler.');
  return request.portalMember;
}

export function createPortalAuth(options: {
  database: DatabaseHandle;
  clock: Clock;
  directory: PortalDirectory;
}): PortalAuth {
  const { database, clock, directory } = options;
  const tenant: PreHandler = async (request) => {
    const found = request.portalCode ? await directory.find(request.portalCode) : undefined;
    if (!found?.active) throw new ApiError(404, NO_PORTAL, 'portal_not_found');
    request.portalTenant = found;
  };
  // The one check of a portal session's token: routes running it are documented as needing one.
  const signedIn: PreHandler = checksToken('portalBearer', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const member = await inTenant(database, tenantOf(request).id, (db) =>
      findSignedInMember(db, tokenHash, clock.now()),
    );
    if (!member) throw sessionRefused();
    request.portalMember = member;
  });
  return {
    tenant,
    member(permission) {
      const handlers = [tenant, signedIn];
      if (permission) {
        handlers.push(async (request) => {
          if (!request.portalMember?.permissions.has(permission))
            throw new ApiError(403, FORBIDDEN, 'forbidden');
        });
      }
      return handlers;
    },
  };
}
