import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../paths';

// The header floor of DESIGN.md ("Security floor"), for pages and API alike.

/**
 * The Content-Security-Policy, in one place. Scripts come only from our origin: never
 * 'unsafe-inline'. Prerendered pages that need inline scripts (the router's dehydrated state, the
 * theme boot script) must be allowed by their SHA-256 hashes computed at build time and passed
 * here as `scriptHashes` ('sha256-...'), as DECISIONS.md says.
 */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[] } = {}) {
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
  };
}

// Browsers ignore HSTS over plain http, and sending it from a local http server would only
// confuse: it goes out only when the request arrived over HTTPS (as seen through a trusted proxy).
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  scriptHashes?: readonly string[];
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // Lets a person quote the id of a failed request; the log carries the same id.
    reply.header('x-request-id', request.id);
    // API answers hold personal data and session tokens: never keep them in any cache.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
