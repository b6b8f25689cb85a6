import type { Role, RoleBody } from '@common/api/portal/people';
import { authorityMessages, holdsAll, mayEditRole } from '@common/portal/authority';
import { BUILT_IN_ROLES, isPermission, normalisePermissions } from '@common/portal/permissions';
import { isBuiltInRoleName } from '@common/portal/role-names';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { portalMembers, portalRoles } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { type ApiError, refuse } from '@server/http-error';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../accounts';
import type { Caller } from './caller';
import type { PortalTenant } from './portal-directory';

// A school's roles (docs/requirements/portal.md#people-and-roles): the four built-in ones, read
// only, and the school's own, each a name (unique in the school, whatever the case, and none of the
// built-in roles' names in either language: common/portal/role-names.ts) and a set of
// permissions from the matrix (common/portal/permissions.ts), stored normalised (an action brings
// viewing its resource). A role given to members cannot be deleted. A member creates, edits or
// deletes only a role whose permissions they hold, never the one they hold (the authority rule:
// common/portal/authority.ts; 403).

export const roleMessages = {
  unknownPermissions: (unknown: readonly string[]) => `Unknown permissions: ${unknown.join(', ')}.`,
} as const;

const NAME_UNIQUE = 'portal_roles_tenant_name_unique';

function notFound(): ApiError {
  return refuse(404, 'role_not_found');
}

function nameTaken(): ApiError {
  return refuse(409, 'role_name_taken');
}

function beyond(answer: (typeof authorityMessages)[keyof typeof authorityMessages]): ApiError {
  return refuse(403, answer.code);
}

/** The caller may edit or delete `role` (and make it hold `next`): 403 otherwise. */
function assertEditable(caller: Caller, role: Role, next: readonly string[] = []): void {
  if (role.builtIn !== null) throw refuse(409, 'role_built_in');
  if (role.id === caller.role.id) throw beyond(authorityMessages.ownRole);
  if (!mayEditRole(caller, role, next)) throw beyond(authorityMessages.roleBeyond);
}

/** A role body's name and permissions, checked: 400 for an empty name or unknown permissions. */
function checked(body: RoleBody): { name: string; permissions: string[] } {
  const name = body.name.trim();
  if (!name) throw refuse(400, 'required', { field: 'Role name' });
  const unknown = [...new Set(body.permissions.filter((permission) => !isPermission(permission)))];
  if (unknown.length > 0) throw refuse(400, 'validation', roleMessages.unknownPermissions(unknown));
  return { name, permissions: normalisePermissions(body.permissions) };
}

/** Built-in roles first, in the matrix's order, then the school's own by name. */
function builtInRank(builtIn: string | null): number {
  const index = BUILT_IN_ROLES.indexOf(builtIn as (typeof BUILT_IN_ROLES)[number]);
  return index === -1 ? BUILT_IN_ROLES.length : index;
}

export class PortalRoles {
  constructor(private readonly options: { database: DatabaseHandle; clock: Clock }) {}

  private async rows(db: TenantDatabase, tenantId: string, id?: string): Promise<Role[]> {
    const rows = await db
      .select({
        id: portalRoles.id,
        name: portalRoles.name,
        builtIn: portalRoles.builtIn,
        permissions: portalRoles.permissions,
      })
      .from(portalRoles)
      .where(and(eq(portalRoles.tenantId, tenantId), id ? eq(portalRoles.id, id) : undefined));
    const counts = await db
      .select({ roleId: portalMembers.roleId, members: sql<number>`count(*)::int` })
      .from(portalMembers)
      .where(and(eq(portalMembers.tenantId, tenantId), id ? eq(portalMembers.roleId, id) : undefined))
      .groupBy(portalMembers.roleId);
    const memberCounts = new Map(counts.map((count) => [count.roleId, Number(count.members)]));
    return rows
      .map((row) => ({
        ...row,
        permissions: normalisePermissions(row.permissions),
        memberCount: memberCounts.get(row.id) ?? 0,
      }))
      .sort(
        (a, b) =>
          builtInRank(a.builtIn) - builtInRank(b.builtIn) ||
          a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      );
  }

  private async one(db: TenantDatabase, tenantId: string, id: string): Promise<Role> {
    const [role] = await this.rows(db, tenantId, id);
    if (!role) throw notFound();
    return role;
  }

  private async assertNameFree(db: TenantDatabase, tenantId: string, name: string, except?: string) {
    if (isBuiltInRoleName(name)) throw nameTaken();
    const [clash] = await db
      .select({ id: portalRoles.id })
      .from(portalRoles)
      .where(
        and(
          eq(portalRoles.tenantId, tenantId),
          sql`lower(${portalRoles.name}) = lower(${name})`,
          except ? ne(portalRoles.id, except) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw nameTaken();
  }

  /** Runs `work`, answering the unique index's verdict on a name as the 409 it is. */
  private async naming<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken();
      throw error;
    }
  }

  list(tenant: PortalTenant): Promise<Role[]> {
    return inTenant(this.options.database, tenant.id, (db) => this.rows(db, tenant.id));
  }

  create(tenant: PortalTenant, caller: Caller, body: RoleBody): Promise<Role> {
    const { name, permissions } = checked(body);
    if (!holdsAll(caller, permissions)) throw beyond(authorityMessages.roleBeyond);
    const now = this.options.clock.now();
    return this.naming(() =>
      inTenant(this.options.database, tenant.id, async (db) => {
        await this.assertNameFree(db, tenant.id, name);
        const [created] = await db
          .insert(portalRoles)
          .values({ tenantId: tenant.id, name, builtIn: null, permissions, createdAt: now, updatedAt: now })
          .returning({ id: portalRoles.id });
        if (!created) throw new Error('The role was not stored');
        return this.one(db, tenant.id, created.id);
      }),
    );
  }

  update(tenant: PortalTenant, caller: Caller, id: string, body: RoleBody): Promise<Role> {
    const now = this.options.clock.now();
    return this.naming(() =>
      inTenant(this.options.database, tenant.id, async (db) => {
        const current = await this.one(db, tenant.id, id);
        if (current.builtIn !== null) throw refuse(409, 'role_built_in');
        const { name, permissions } = checked(body);
        assertEditable(caller, current, permissions);
        await this.assertNameFree(db, tenant.id, name, id);
        await db
          .update(portalRoles)
          .set({ name, permissions, updatedAt: now })
          .where(and(eq(portalRoles.tenantId, tenant.id), eq(portalRoles.id, id)));
        return this.one(db, tenant.id, id);
      }),
    );
  }

  async remove(tenant: PortalTenant, caller: Caller, id: string): Promise<void> {
    await inTenant(this.options.database, tenant.id, async (db) => {
      // Locked first: a member being given this role meanwhile (which shares the lock) is counted.
      await db
        .select({ id: portalRoles.id })
        .from(portalRoles)
        .where(and(eq(portalRoles.tenantId, tenant.id), eq(portalRoles.id, id)))
        .for('update');
      const current = await this.one(db, tenant.id, id);
      assertEditable(caller, current);
      if (current.memberCount > 0) throw refuse(409, 'role_in_use');
      await db.delete(portalRoles).where(and(eq(portalRoles.tenantId, tenant.id), eq(portalRoles.id, id)));
    });
  }
}
