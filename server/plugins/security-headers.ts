import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../paths';

// The header floor of docs/requirements/security.md#headers, for pages and API alike.

/** SHA-256 hashes ('sha256-...') of the inline scripts and styles the build wrote into its pages. */
export interface InlineHashes {
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}

/**
 * The Content-Security-Policy, in one place. Scripts and styles come only from our origin: never
 * 'unsafe-inline'. The prerendered pages' inline page boot script and inline CSS are allowed by
 * their SHA-256 hashes, computed by the build (scripts/lib/prerender.mjs), as
 * docs/decisions/0011-security-headers-and-csp-hashes.md says: an injected script or style has
 * another hash and is blocked. Style attributes stay blocked too (the views set none; scripts may
 * still set element.style, which CSP does not govern).
 */
export function contentSecurityPolicy(options: InlineHashes = {}) {
  const quoted = (hashes: readonly string[] | undefined) => (hashes ?? []).map((hash) => `'${hash}'`);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...quoted(options.scriptHashes)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", ...quoted(options.styleHashes)],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
  };
}

/**
 * The API reference page's own policy (plugins/openapi.ts), as a header value. Swagger UI's
 * script and styles are files served from our origin, so no hash or 'unsafe-inline' is needed;
 * its icons are data: images in its stylesheet, and it fetches the document from our origin.
 * Everything else stays as strict as the site's policy.
 */
export function docsContentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Browsers ignore HSTS over plain http, and sending it from a local http server would only
// confuse: it goes out only when the request arrived over HTTPS (as seen through a trusted proxy).
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for our options, computed once. They depend on the options alone (no
 * nonces: the CSP allows inline code by hash), so running helmet's middleware on every request,
 * as @fastify/helmet does, rebuilt the same strings each time: a sixth of a health check's CPU
 * (docs/decisions/0034-request-overhead.md). helmet still decides what the headers say.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance, options: InlineHashes = {}): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  // A callback hook, not an async one: no promise per request for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Lets a person quote the id of a failed request; the log carries the same id.
    reply.header('x-request-id', request.id);
    // API answers hold personal data and session tokens: never keep them in any cache.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
