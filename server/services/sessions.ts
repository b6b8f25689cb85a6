import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './secrets';

// Bearer sessions (DESIGN.md): a new opaque token on every login and verification, stored only as
// its SHA-256, 7 days of absolute lifetime, revoked by logout and by a password reset.
// plugins/authenticate.ts checks them on every owner-only request.

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Any drizzle handle: the database or a transaction. */
type Executor = Pick<Database, 'insert' | 'update'>;

/**
 * The condition a `sessions` row must meet to sign someone in: this token's hash, not revoked, not
 * expired at `now` (both usually placeholders of a prepared query). The one definition that
 * authenticate and GET tenant's combined read share.
 */
export function liveSession(tokenHash: SQLWrapper, now: SQLWrapper): SQL {
  return and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  ) as SQL;
}

export async function createSession(db: Executor, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
