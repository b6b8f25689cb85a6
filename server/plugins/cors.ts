import type { FastifyInstance } from 'fastify';
import { errorBodyOf } from '../http-error';
import { API_PREFIX, isApiPath, pathOnly } from '../paths';

const WITH_CREDENTIALS = new Set([`${API_PREFIX}/auth/register`, `${API_PREFIX}/auth/verify`]);

// CORS for the API, only for the origins in CORS_ORIGINS (none by default: the SPA is served from
// the same origin). Other origins get no CORS headers at all, so browsers keep their answers from
// scripts. No credentials mode: the SPA authenticates with a bearer header, not cookies. The one
// exception is the registration claim (routes/auth.ts): a cookie set by POST /auth/register and read
// by POST /auth/verify, so those two answer allowed origins with credentials allowed, and the SPA
// sends them with `credentials: 'include'` (an SPA on another origin keeps its claim too).

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type';
const EXPOSED_HEADERS = 'retry-after, x-request-id';

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  // A callback hook (no promise per request); an answer sent here ends the request without done().
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    // The answer depends on Origin whenever any origin is allowed: caches must key on it.
    if (allowed.size > 0) reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const preflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (origin === undefined || !allowed.has(origin)) {
      if (!preflight) return done();
      reply.code(403).send(errorBodyOf('origin_not_allowed'));
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (WITH_CREDENTIALS.has(pathOnly(request.url))) reply.header('access-control-allow-credentials', 'true');
    if (!preflight) return done();
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '600');
    reply.code(204).send();
  });
}
