import type { Language } from '@common/languages';
import { normalisePermissions } from '@common/portal/permissions';
import type { Database } from '@server/db/client';
import { portalSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../secrets';
import { beganOnNetwork, networkHash, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from '../sessions';
import type { Caller } from './caller';

// Portal sessions (docs/requirements/portal.md#getting-in): the owners' session rules, per tenant
// and member. Every function but callerFromSession runs inside a tenant's transaction
// (db/tenant-scope.ts); the caller of a token is read with its tenant (portal-directory.ts), so a
// token only ever finds a session of the tenant whose address it was sent to.

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

/** A live session's member and role, as the portal's caller read finds them (portal-directory.ts). */
export interface CallerRow {
  sessionId: string;
  lastSeenAt: Date;
  memberId: string;
  name: string;
  email: string;
  language: Language;
  status: string;
  employeeId: string | null;
  roleId: string;
  roleName: string;
  builtIn: string | null;
  permissions: string[];
}

/**
 * The caller of a live session's row: undefined unless the member is active. Records the session's
 * use every few minutes (SESSION_TOUCH_INTERVAL_MS), as the app's own role: the row was found by
 * its tenant and token, and portal_sessions is not a table of the school's data.
 */
export async function callerFromSession(
  db: Database,
  row: CallerRow,
  now: Date,
): Promise<Caller | undefined> {
  if (row.status !== 'active') return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.id, row.sessionId));
  }
  return {
    memberId: row.memberId,
    sessionId: row.sessionId,
    employeeId: row.employeeId,
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
