import { normalisePermissions } from '@common/portal/permissions';
import { portalMembers, portalRoles, portalSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../secrets';
import {
  beganOnNetwork,
  networkHash,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../sessions';
import type { Caller } from './caller';

// Portal sessions (docs/requirements/portal.md#getting-in): the owners' session rules, per tenant
// and member. Every function runs inside a tenant's transaction (db/tenant-scope.ts), so a token
// only ever finds a session of the tenant whose address it was sent to.

/** How a session began: the network it came from, and whether the owner's hand-off opened it. */
export interface SessionOrigin {
  clientKey?: string | undefined;
  handoff?: boolean;
}

export async function createPortalSession(
  db: TenantDatabase,
  tenantId: string,
  memberId: string,
  now: Date,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newToken();
  await db.insert(portalSessions).values({
    tenantId,
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    fromHandoff: origin.handoff ?? false,
    clientKeyHash: origin.clientKey === undefined ? null : networkHash(origin.clientKey),
  });
  return token;
}

/** True when the member began a session from this network lately (the owners' rule, sessions.ts). */
export async function isKnownPortalNetwork(
  db: TenantDatabase,
  memberId: string,
  clientKey: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: portalSessions.id })
    .from(portalSessions)
    .where(and(eq(portalSessions.memberId, memberId), beganOnNetwork(portalSessions, clientKey, now)))
    .limit(1);
  return row !== undefined;
}

/** The caller: the active member a live session of this token belongs to, with their role's permissions. */
export async function findCaller(
  db: TenantDatabase,
  tokenHash: string,
  now: Date,
): Promise<Caller | undefined> {
  const [row] = await db
    .select({
      sessionId: portalSessions.id,
      lastSeenAt: portalSessions.lastSeenAt,
      id: portalMembers.id,
      name: portalMembers.name,
      email: portalMembers.email,
      language: portalMembers.language,
      status: portalMembers.status,
      roleId: portalRoles.id,
      roleName: portalRoles.name,
      builtIn: portalRoles.builtIn,
      permissions: portalRoles.permissions,
    })
    .from(portalSessions)
    .innerJoin(portalMembers, eq(portalMembers.id, portalSessions.memberId))
    .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
    .where(
      and(
        eq(portalSessions.tokenHash, tokenHash),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, now),
        gt(portalSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    )
    .limit(1);
  if (row?.status !== 'active') return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.id, row.sessionId));
  }
  return {
    memberId: row.id,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    language: row.language,
    role: { id: row.roleId, name: row.roleName, builtIn: row.builtIn },
    permissions: new Set(normalisePermissions(row.permissions)),
  };
}

export async function revokePortalSession(db: TenantDatabase, sessionId: string, now: Date): Promise<void> {
  await db.update(portalSessions).set({ revokedAt: now }).where(eq(portalSessions.id, sessionId));
}

/** Ends every session of a member: a password reset, being disabled. */
export async function revokeMemberSessions(db: TenantDatabase, memberId: string, now: Date): Promise<void> {
  await db
    .update(portalSessions)
    .set({ revokedAt: now })
    .where(and(eq(portalSessions.memberId, memberId), isNull(portalSessions.revokedAt)));
}
