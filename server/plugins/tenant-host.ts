import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { refuse } from '../http-error';
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

export const TWO_HOSTS = 'The request names more than one host. Send exactly one Host header.';
export const TWO_FORWARDED_HOSTS =
  'The request names more than one forwarded host. Send exactly one X-Forwarded-Host value.';

/**
 * A request must name one site. Node keeps the first of several Host headers (Fastify then took
 * it as the school), and joins several X-Forwarded-Host headers with commas (Fastify takes the
 * last value): either way a request naming two sites was answered as one of them. RFC 9112 (3.2)
 * asks for 400 when there is more than one Host header. Several forwarded hosts are refused too
 * when a proxy is trusted, because nothing says which hop wrote which value; the proxy in front
 * is meant to set the header, not append to a client's (docs/operations.md#school-portals-in-production).
 */
function ambiguousHost(rawHeaders: readonly string[], readsForwardedHost: boolean): string | undefined {
  let hosts = 0;
  let forwarded = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    if (name === 'host') hosts += 1;
    else if (name === 'x-forwarded-host' && readsForwardedHost) {
      forwarded += (rawHeaders[index + 1] ?? '').includes(',') ? 2 : 1;
    }
  }
  if (hosts > 1) return TWO_HOSTS;
  if (forwarded > 1) return TWO_FORWARDED_HOSTS;
  return undefined;
}

export function registerTenantHost(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'tenantDomain' | 'trustProxy'>,
) {
  // The main site's own host is never a portal, even when it sits under TENANT_DOMAIN (www.shala.in).
  const mainHost = new URL(config.publicUrl).hostname.toLowerCase();
  // TRUST_PROXY=0 trusts no hop: X-Forwarded-Host is then never read.
  const readsForwardedHost = config.trustProxy !== false && config.trustProxy !== 0;
  app.decorateRequest('portalCode', '');
  // A callback hook: every request runs it, and it never waits (a throw answers with the error).
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const ambiguous = ambiguousHost(request.raw.rawHeaders, readsForwardedHost);
    if (ambiguous) throw refuse(400, 'ambiguous_host', ambiguous);
    const hostname = request.hostname.toLowerCase();
    const code = hostname === mainHost ? undefined : portalCodeOf(hostname, config.tenantDomain);
    request.portalCode = code ?? '';
    const path = pathOnly(request.url);
    if (!isApiPath(path)) return done();
    const portalApi = isPortalApiPath(path);
    if (code && !portalApi) {
      throw refuse(
        404,
        'not_found',
        `Nothing found at ${request.method} ${path.slice(0, 200)} on a school portal.`,
      );
    }
    if (!code && portalApi) {
      throw refuse(404, 'not_found', "The portal's API answers only on a school's portal address.");
    }
    done();
  });
}
