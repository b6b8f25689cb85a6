import { portalTokens } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken, TOKEN_PATTERN } from '../secrets';

// The portal's single-use tokens (docs/requirements/portal.md#getting-in): the owner's hand-off
// (60 seconds), invitations (7 days) and password resets (24 hours). Only the SHA-256 is stored;
// a new token of a kind supersedes the member's unused ones of that kind, and using one is a
// single UPDATE that only the first of concurrent attempts wins. Every function runs inside a
// tenant's transaction and names the tenant itself too.

export type PortalTokenKind = 'handoff' | 'invitation' | 'password_reset';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export const PORTAL_TOKEN_LIFETIME_MS: Readonly<Record<PortalTokenKind, number>> = {
  handoff: 60 * SECOND,
  invitation: 7 * 24 * HOUR,
  password_reset: 24 * HOUR,
};

/** A new token for the member; their unused ones of that kind stop working. */
export async function issuePortalToken(
  db: TenantDatabase,
  input: { tenantId: string; memberId: string; kind: PortalTokenKind; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const { tenantId, memberId, kind, now } = input;
  await db
    .delete(portalTokens)
    .where(
      and(
        eq(portalTokens.tenantId, tenantId),
        eq(portalTokens.memberId, memberId),
        eq(portalTokens.kind, kind),
        isNull(portalTokens.usedAt),
      ),
    );
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PORTAL_TOKEN_LIFETIME_MS[kind]);
  await db.insert(portalTokens).values({
    tenantId,
    memberId,
    kind,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

function liveToken(tenantId: string, token: string, kind: PortalTokenKind, now: Date) {
  return and(
    eq(portalTokens.tenantId, tenantId),
    eq(portalTokens.tokenHash, hashToken(token)),
    eq(portalTokens.kind, kind),
    isNull(portalTokens.usedAt),
    gt(portalTokens.expiresAt, now),
  );
}

/** The member a live token belongs to, without using it up; undefined for a dead or foreign one. */
export async function peekPortalToken(
  db: TenantDatabase,
  tenantId: string,
  token: string,
  kind: PortalTokenKind,
  now: Date,
): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ memberId: portalTokens.memberId })
    .from(portalTokens)
    .where(liveToken(tenantId, token, kind, now))
    .limit(1);
  return row?.memberId;
}

/** Uses the token up and answers its member; undefined when it was unknown, used or expired. */
export async function consumePortalToken(
  db: TenantDatabase,
  tenantId: string,
  token: string,
  kind: PortalTokenKind,
  now: Date,
): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(portalTokens)
    .set({ usedAt: now })
    .where(liveToken(tenantId, token, kind, now))
    .returning({ memberId: portalTokens.memberId });
  return row?.memberId;
}
