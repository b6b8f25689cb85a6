import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { sessions } from '../db/schema';
import { type ApiError, refuse } from '../http-error';
import { hashToken, TOKEN_PATTERN } from '../services/secrets';
import { liveSession, liveSessionParameters, touchSession } from '../services/sessions';
import type { TenantService, TenantView } from '../services/tenants';
import { checksToken } from './security-schemes';

// Bearer authentication for the owner's routes (`Authorization: Bearer <token>`).
// The token is opaque; its SHA-256 must name a session that is neither revoked (logout, password
// reset, sign out everywhere) nor expired (7 days since sign-in, or 12 hours since its last request,
// by the injected clock). On success the request carries the owner's
// `userId` and the `sessionId`; otherwise the answer is 401 with a sentence and code `unauthorized`.
//
// A route opts in with the preHandler it receives in its dependencies:
//   app.get('/tenants/user/:userId', { preHandler: authenticate }, async (request) => request.userId)
// A route that reads the owner's tenant anyway can say so, and the same check reads it in the same
// round trip (`config: { sessionReads: 'tenant' }`, then `request.ownTenant`).

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner's id (UUID). Set only on routes that run `authenticate`; '' elsewhere. */
    userId: string;
    /** The id of the session the bearer token belongs to ('' unless authenticated). */
    sessionId: string;
    /**
     * The owner's tenant, read with the session on routes that declare `sessionReads: 'tenant'`;
     * null when the owner has none (or the route did not ask).
     */
    ownTenant: TenantView | null;
  }
  interface FastifyContextConfig {
    /** What authenticate reads along with the session, in the same query. */
    sessionReads?: 'tenant';
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session has expired or you have been signed out. Please log in again.';

/** Called once on the root app so every request has the two properties (Fastify keeps shapes stable). */
export function decorateAuthentication(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('ownTenant', null);
}

function unauthorized(message: string): ApiError {
  return refuse(401, 'unauthorized', message).withHeaders({ 'www-authenticate': 'Bearer' });
}

/** The 401 for a bearer token that names no live session (unknown, revoked or expired). */
export function sessionRefused(): ApiError {
  return unauthorized(SESSION_INVALID);
}

/**
 * The SHA-256 of the request's bearer token, as stored in `sessions`; throws authenticate's 401s
 * when there is no bearer header or the token cannot be one of ours (no database call then).
 */
export function bearerTokenHash(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (token === undefined) throw unauthorized(NOT_SIGNED_IN);
  if (!TOKEN_PATTERN.test(token)) throw unauthorized(SESSION_INVALID);
  return hashToken(token);
}

/** The token of an `Authorization: Bearer <token>` header, undefined when there is no such header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? '';
}

export interface AuthenticateOptions {
  database: DatabaseHandle;
  clock: Clock;
  /** For the joined read of routes that declare `sessionReads: 'tenant'`. */
  tenants: Pick<TenantService, 'getForSession'>;
}

export function createAuthenticate(options: AuthenticateOptions): Authenticate {
  const { database, clock, tenants } = options;
  // Every owner request runs this, so it is built once and kept prepared (a named statement on
  // PostgreSQL, db/pglite-statements.ts on PGlite). It still reads the sessions table each time:
  // a logout or a password reset refuses the very next request.
  const findSession = database.db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(liveSession(sql.placeholder('tokenHash'), sql.placeholder('now'), sql.placeholder('idleSince')))
    .limit(1)
    .prepare('shala_authenticate_session');
  return checksToken('bearerAuth', async (request: FastifyRequest) => {
    const tokenHash = bearerTokenHash(request);
    const now = clock.now();
    if (request.routeOptions.config.sessionReads === 'tenant') {
      // The dashboard's poll: the session and the tenant in one prepared statement, decided by the
      // same liveSession condition as below, so the answers are the same.
      const found = await tenants.getForSession(tokenHash, now);
      if (!found) throw sessionRefused();
      request.userId = found.userId;
      request.sessionId = found.sessionId;
      request.ownTenant = found.tenant ?? null;
      return;
    }
    const [session] = await findSession.execute({ tokenHash, ...liveSessionParameters(now) });
    if (!session) throw sessionRefused();
    await touchSession(database.db, session.id, session.lastSeenAt, now);
    request.userId = session.userId;
    request.sessionId = session.id;
  });
}
