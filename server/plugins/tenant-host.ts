import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ApiError } from '../http-error';
import { API_PREFIX, isApiPath, pathOnly } from '../paths';
import { portalCodeOf } from '../services/portal/portal-address';

// One server, two kinds of address (docs/requirements/portal.md#address): the main site
// (marketing pages, the owners' API) and each tenant's portal at `<code>.<TENANT_DOMAIN>`. This
// hook reads the Host header (X-Forwarded-Host behind a trusted proxy) once per request and keeps
// the two apart: the portal's API answers only on a portal address, the owners' API only on the
// main one. Which files a page request gets is static-spa.ts's decision, by `request.portalCode`.

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant code of a portal address; '' on the main site. */
    portalCode: string;
  }
}

export const PORTAL_API_PREFIX = `${API_PREFIX}/portal`;

export function isPortalApiPath(path: string): boolean {
  return path === PORTAL_API_PREFIX || path.startsWith(`${PORTAL_API_PREFIX}/`);
}

export function registerTenantHost(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'tenantDomain'>) {
  // The main site's own host is never a portal, even when it sits under TENANT_DOMAIN (www.shala.in).
  const mainHost = new URL(config.publicUrl).hostname.toLowerCase();
  app.decorateRequest('portalCode', '');
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const hostname = request.hostname.toLowerCase();
    const code = hostname === mainHost ? undefined : portalCodeOf(hostname, config.tenantDomain);
    request.portalCode = code ?? '';
    const path = pathOnly(request.url);
    if (!isApiPath(path)) return;
    const portalApi = isPortalApiPath(path);
    if (code && !portalApi) {
      throw new ApiError(
        404,
        `Nothing found at ${request.method} ${path.slice(0, 200)} on a school portal.`,
        'not_found',
      );
    }
    if (!code && portalApi) {
      throw new ApiError(404, "The portal's API answers only on a school's portal address.", 'not_found');
    }
  });
}
