import type { DatabaseHandle } from '@server/db/client';
import { portalMembers, portalRoles, portalSessions, tenants } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { liveSession, liveSessionParameters } from '../sessions';
import type { Caller } from './caller';
import { type CallerRow, callerFromSession } from './session-store';

// Which tenant a portal address names, and who is asking on it. Read as the app's own role,
// outside any tenant's transaction: the `tenants` table belongs to the owners' side and has no
// row-level security, so the `shala_tenant` role has no grant on it at all.
//
// A signed-in request's tenant and caller are one prepared statement (the tenant by its code, left
// joined to the live session of the token on THAT tenant, its member and role): one round trip
// where a tenant's transaction would take four more (begin, the tenant's settings, the read,
// commit), which was half of every portal read's queries (docs/performance.md#a-school-morning).
// The session's tenant is matched in the join itself, so a token only finds a session of the
// tenant whose address it was sent to, as it did under row-level security; every read and write
// of the school's data still runs in the tenant's transaction (db/tenant-scope.ts).

export interface PortalTenant {
  id: string;
  code: string;
  name: string;
  /** Activated by its owner: only then does the portal open. */
  active: boolean;
  /** A school (sections) or a coaching centre (courses and batches; a student in several batches). */
  kind: 'school' | 'coaching';
}

/** The address's tenant and, when the token names a live session of it, the caller. */
export interface SignedInLookup {
  tenant: PortalTenant | undefined;
  caller: Caller | undefined;
}

export class PortalDirectory {
  private readonly byCode;
  private readonly withCaller;

  constructor(private readonly database: DatabaseHandle) {
    // Every portal request reads this first: one prepared statement on the unique code.
    this.byCode = database.db
      .select({
        id: tenants.id,
        code: tenants.code,
        name: tenants.name,
        active: tenants.isActive,
        kind: tenants.kind,
      })
      .from(tenants)
      .where(sql`${tenants.code} = ${sql.placeholder('code')}`)
      .limit(1)
      .prepare('shala_portal_tenant_by_code');
    this.withCaller = database.db
      .select({
        tenant: {
          id: tenants.id,
          code: tenants.code,
          name: tenants.name,
          active: tenants.isActive,
          kind: tenants.kind,
        },
        sessionId: portalSessions.id,
        lastSeenAt: portalSessions.lastSeenAt,
        memberId: portalMembers.id,
        name: portalMembers.name,
        email: portalMembers.email,
        language: portalMembers.language,
        status: portalMembers.status,
        employeeId: portalMembers.employeeId,
        roleId: portalRoles.id,
        roleName: portalRoles.name,
        builtIn: portalRoles.builtIn,
        permissions: portalRoles.permissions,
      })
      .from(tenants)
      .leftJoin(
        portalSessions,
        and(
          eq(portalSessions.tenantId, tenants.id),
          liveSession(
            sql.placeholder('tokenHash'),
            sql.placeholder('now'),
            sql.placeholder('idleSince'),
            portalSessions,
          ),
        ),
      )
      .leftJoin(
        portalMembers,
        and(eq(portalMembers.id, portalSessions.memberId), eq(portalMembers.tenantId, tenants.id)),
      )
      .leftJoin(
        portalRoles,
        and(eq(portalRoles.id, portalMembers.roleId), eq(portalRoles.tenantId, tenants.id)),
      )
      .where(sql`${tenants.code} = ${sql.placeholder('code')}`)
      .limit(1)
      .prepare('shala_portal_tenant_and_caller');
  }

  async find(code: string): Promise<PortalTenant | undefined> {
    const [row] = await this.byCode.execute({ code });
    return row;
  }

  /**
   * The tenant of `code` and the caller whose token hashes to `tokenHash` at `now` (undefined when
   * the session is not live or its member not active), in one statement. The session's last use is
   * recorded as the owners' sessions are (every few minutes, not every request).
   */
  async findSignedIn(code: string, tokenHash: string, now: Date): Promise<SignedInLookup> {
    const [row] = await this.withCaller.execute({ code, tokenHash, ...liveSessionParameters(now) });
    if (!row) return { tenant: undefined, caller: undefined };
    const { tenant, ...member } = row;
    // An inactive school's address answers 404 whoever asks: its sessions are not touched.
    if (!tenant.active || member.sessionId === null || member.roleId === null)
      return { tenant, caller: undefined };
    return { tenant, caller: await callerFromSession(this.database.db, member as CallerRow, now) };
  }
}
