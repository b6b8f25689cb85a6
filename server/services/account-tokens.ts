import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema';
import { hashToken, newToken, TOKEN_PATTERN } from './secrets';

// One-time tokens mailed to an owner (docs/requirements/security.md#tokens): 32 random bytes,
// stored as SHA-256, bound to one user and the address they were sent to, 24 hours of life, single
// use (consumed by one conditional UPDATE, so of several concurrent attempts exactly one wins), and
// a new token of the same purpose revokes the older ones.

export type TokenPurpose = 'email_verification' | 'password_reset';
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Revokes the user's outstanding tokens of this purpose and issues a new one. */
export async function issueToken(
  db: Executor,
  input: { userId: string; email: string; purpose: TokenPurpose; now: Date },
): Promise<IssuedToken> {
  const { userId, email, purpose, now } = input;
  await revokeTokens(db, userId, purpose, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await db.insert(accountTokens).values({
    id: randomUUID(),
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function revokeTokens(db: Executor, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.consumedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}

/** A live token: this purpose, unused, not revoked, not expired and, when given, sent to `email`. */
function live(hash: string, purpose: TokenPurpose, now: Date, email: string | undefined) {
  return and(
    eq(accountTokens.tokenHash, hash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.consumedAt),
    isNull(accountTokens.revokedAt),
    gt(accountTokens.expiresAt, now),
    email === undefined ? undefined : eq(accountTokens.email, email),
  );
}

export interface TokenOwner {
  userId: string;
  email: string;
}

/** The owner of a live token, without consuming it (verify-reset-token). */
export async function findLiveToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  email?: string,
): Promise<TokenOwner | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(live(hashToken(token), purpose, now, email))
    .limit(1);
  return row;
}

/**
 * Consumes a live token atomically: only one caller gets its owner back, however many race.
 * Undefined when the token is unknown, of another purpose, expired, revoked or already used.
 */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  email?: string,
): Promise<TokenOwner | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(accountTokens)
    .set({ consumedAt: now })
    .where(live(hashToken(token), purpose, now, email))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** True when the token exists for this purpose and was consumed (the "already used" answer). */
export async function wasConsumed(db: Executor, token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ consumedAt: accountTokens.consumedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row?.consumedAt != null;
}
