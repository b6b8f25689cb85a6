import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { portalSessions, sessions, tenants } from '../db/schema';
import { hashToken, newToken } from './secrets';

// Bearer sessions (docs/requirements/security.md#sessions): a new opaque token on every login and
// verification, stored only as its SHA-256. A session ends at the first of: 7 days after it began
// (absolute), 12 hours without a request (idle), logout, "sign out everywhere", a password change
// or reset. plugins/authenticate.ts checks them on every owner-only request. The portal sessions the
// owner's hand-off opened rest on the same account and end with it (revokeHandoffSessions).

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * last_seen_at is written at most this often per session, so the dashboard's poll (every 4 s while
 * a deploy runs) costs a write every few minutes, not every request. The idle limit is therefore
 * exact to within these 5 minutes.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** How long a network an owner signed in from stays "theirs" for a locked account (services/accounts.ts). */
export const KNOWN_NETWORK_MS = 30 * 24 * 60 * 60 * 1000;

/** Any drizzle handle: the database or a transaction. */
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

/**
 * The condition a session row must meet to sign someone in: this token's hash, not revoked, not
 * expired at `now`, used after `idleSince` (all usually placeholders of a prepared query). The one
 * definition that authenticate, GET tenant's combined read and the portal's caller read share;
 * `table` is the owners' `sessions` (the default) or the portal's `portal_sessions`.
 */
export function liveSession(
  tokenHash: SQLWrapper,
  now: SQLWrapper,
  idleSince: SQLWrapper,
  table: typeof sessions | typeof portalSessions = sessions,
): SQL {
  return and(
    eq(table.tokenHash, tokenHash),
    isNull(table.revokedAt),
    gt(table.expiresAt, now),
    gt(table.lastSeenAt, idleSince),
  ) as SQL;
}

/** The placeholders' values for liveSession at `now`. */
export function liveSessionParameters(now: Date): { now: string; idleSince: string } {
  return {
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  };
}

/** Records that the session was used at `now`, unless it was within the last few minutes. */
export async function touchSession(db: Executor, sessionId: string, lastSeenAt: Date, now: Date) {
  if (now.getTime() - lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** A stable, non-reversible name for a client's network (no address is stored). */
export function networkHash(clientKey: string): string {
  return createHash('sha256').update(`shala-network:${clientKey}`).digest('base64url');
}

export async function createSession(
  db: Executor,
  userId: string,
  now: Date,
  clientKey?: string,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    clientKeyHash: clientKey === undefined ? null : networkHash(clientKey),
  });
  return token;
}

/**
 * The known-network rule (docs/requirements/security.md#rate-limits), for any table of sessions
 * that keeps the network's hash and when the session began: a session begun from this network
 * within KNOWN_NETWORK_MS. Owners' sessions and portal sessions both use it.
 */
export function beganOnNetwork(
  table: { clientKeyHash: AnyPgColumn; createdAt: AnyPgColumn },
  clientKey: string,
  now: Date,
): SQL {
  return and(
    eq(table.clientKeyHash, networkHash(clientKey)),
    gt(table.createdAt, new Date(now.getTime() - KNOWN_NETWORK_MS)),
  ) as SQL;
}

/** True when the owner signed in from this network within KNOWN_NETWORK_MS. */
export async function isKnownNetwork(db: Executor, userId: string, clientKey: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), beganOnNetwork(sessions, clientKey, now)))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of the user, or every one but `keep` (a password change keeps the session
 * that made it), and every portal session their hand-off opened: those are other devices.
 */
export async function revokeAllSessions(
  db: Executor,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
  await revokeHandoffSessions(db, userId, now);
}

/**
 * Ends the portal sessions the owner's hand-off opened in the portal of the owner's tenant: with
 * the owner's sessions above, and when the tenant is deactivated (services/tenants.ts). Runs as
 * the app's role, which row-level security does not confine.
 */
export async function revokeHandoffSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(portalSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(portalSessions.fromHandoff, true),
        isNull(portalSessions.revokedAt),
        inArray(
          portalSessions.tenantId,
          db.select({ id: tenants.id }).from(tenants).where(eq(tenants.userId, userId)),
        ),
      ),
    );
}
