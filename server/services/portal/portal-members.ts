import type { InviteBody, MemberAccount, MemberChangeBody } from '@common/api/portal/people';
import type { Language } from '@common/languages';
import { authorityMessages, mayChangeMember, mayGrantRole } from '@common/portal/authority';
import { type RoleNamed, roleNameIn } from '@common/portal/role-names';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { employees, portalMembers, portalRoles } from '@server/db/schema';
import { asAppRole, inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { type ApiError, refuse } from '@server/http-error';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../accounts';
import type { MailOutbox } from '../mail/outbox';
import { portalInvitationMail } from '../mail/templates';
import type { Caller } from './caller';
import { portalTokenLink } from './portal-address';
import type { PortalTenant } from './portal-directory';
import { issuePortalToken, PORTAL_TOKEN_LIFETIME_MS } from './portal-tokens';
import { portalEmailOf } from './session';
import { revokeMemberSessions } from './session-store';

// The people with access to a school's portal (docs/requirements/portal.md#people-and-roles):
// invite by e-mail (a 7-day link mailed through the outbox in the same transaction), send the
// invitation again (the old link stops working), revoke it before it is accepted, disable and
// enable a member, give them another role. Nobody changes the Owner's access or their own, and
// the Owner role is given by activation alone. How far a member reaches is the authority rule
// (common/portal/authority.ts): they give only a role whose permissions they hold, and change only
// a member whose role's permissions they hold (403 otherwise).

export const memberMessages = {
  emailTaken: 'This e-mail address already has access to this portal.',
  ownerOrSelf: "Nobody can change the owner's access or their own.",
  onlyInvitedResent: 'Only an invitation that has not been accepted can be sent again.',
  onlyInvitedRevoked:
    'Only an invitation that has not been accepted can be revoked: turn an active member off instead.',
} as const;

export interface PortalMembersOptions {
  database: DatabaseHandle;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'tenantDomain'>;
  outbox: MailOutbox;
}

const memberColumns = {
  id: portalMembers.id,
  name: portalMembers.name,
  email: portalMembers.email,
  status: portalMembers.status,
  language: portalMembers.language,
  employeeId: portalMembers.employeeId,
  invitedAt: portalMembers.invitedAt,
  roleId: portalRoles.id,
  roleName: portalRoles.name,
  builtIn: portalRoles.builtIn,
  rolePermissions: portalRoles.permissions,
};

type MemberRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  employeeId: string | null;
  invitedAt: Date | null;
  roleId: string;
  roleName: string;
  builtIn: string | null;
  rolePermissions: string[];
};

function notFound(): ApiError {
  return refuse(404, 'member_not_found');
}

function beyond(answer: (typeof authorityMessages)[keyof typeof authorityMessages]): ApiError {
  return refuse(403, answer.code);
}

export class PortalMembers {
  constructor(private readonly options: PortalMembersOptions) {}

  private now(): Date {
    return this.options.clock.now();
  }

  private toMember(row: MemberRow, now: Date): MemberAccount {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status as MemberAccount['status'],
      role: { id: row.roleId, name: row.roleName, builtIn: row.builtIn },
      employeeId: row.employeeId,
      invitedAt: row.invitedAt ? row.invitedAt.toISOString() : null,
      invitationExpired:
        row.status === 'invited' &&
        row.invitedAt !== null &&
        row.invitedAt.getTime() + PORTAL_TOKEN_LIFETIME_MS.invitation <= now.getTime(),
    };
  }

  private async find(db: TenantDatabase, tenantId: string, id: string, lock = false) {
    const query = db
      .select(memberColumns)
      .from(portalMembers)
      .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
      .where(and(eq(portalMembers.tenantId, tenantId), eq(portalMembers.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: portalMembers }) : await query;
    return row;
  }

  /**
   * A role of this tenant that may be given (not the Owner's: 400 otherwise) and that `caller`
   * may give (403 otherwise).
   */
  private async givableRole(db: TenantDatabase, tenantId: string, roleId: string, caller: Caller) {
    const [role] = await db
      .select({
        id: portalRoles.id,
        name: portalRoles.name,
        builtIn: portalRoles.builtIn,
        permissions: portalRoles.permissions,
      })
      .from(portalRoles)
      .where(and(eq(portalRoles.tenantId, tenantId), eq(portalRoles.id, roleId)))
      .limit(1)
      // Shared with other grants, exclusive with deleting the role (portal-roles.ts).
      .for('share');
    if (!role) throw refuse(400, 'role_not_of_school');
    if (role.builtIn === 'owner') throw refuse(400, 'owner_role_not_given');
    if (!mayGrantRole(caller, role)) throw beyond(authorityMessages.roleBeyond);
    return role;
  }

  /**
   * The Owner's member and the caller's own are out of everyone's reach (403), and so is a member
   * whose role holds a permission the caller's does not.
   */
  private assertChangeable(row: MemberRow, caller: Caller): void {
    if (row.builtIn === 'owner' || row.id === caller.memberId)
      throw refuse(403, 'forbidden', memberMessages.ownerOrSelf);
    const role = { id: row.roleId, builtIn: row.builtIn, permissions: row.rolePermissions };
    if (!mayChangeMember({ ...caller, id: caller.memberId }, { id: row.id, role }))
      throw beyond(authorityMessages.memberBeyond);
  }

  async list(tenant: PortalTenant): Promise<MemberAccount[]> {
    const now = this.now();
    const rows = await inTenant(this.options.database, tenant.id, (db) =>
      db
        .select(memberColumns)
        .from(portalMembers)
        .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
        .where(eq(portalMembers.tenantId, tenant.id))
        .orderBy(asc(sql`lower(${portalMembers.name})`), asc(portalMembers.email)),
    );
    return rows.map((row) => this.toMember(row, now));
  }

  /** POST /members: an invited member and their mailed 7-day link, in one transaction. */
  async invite(tenant: PortalTenant, caller: Caller, body: InviteBody): Promise<MemberAccount> {
    const email = portalEmailOf(body.email);
    const name = body.name.trim();
    if (!name) throw refuse(400, 'required', { field: 'Name' });
    const language = body.language ?? 'en';
    const now = this.now();
    try {
      return await inTenant(this.options.database, tenant.id, async (db) => {
        const role = await this.givableRole(db, tenant.id, body.roleId, caller);
        if (body.employeeId) {
          const [employee] = await db
            .select({ id: employees.id })
            .from(employees)
            .where(and(eq(employees.tenantId, tenant.id), eq(employees.id, body.employeeId)))
            .limit(1);
          if (!employee) throw refuse(400, 'employee_not_of_school');
        }
        const [created] = await db
          .insert(portalMembers)
          .values({
            tenantId: tenant.id,
            email,
            name,
            roleId: role.id,
            status: 'invited',
            language,
            employeeId: body.employeeId ?? null,
            invitedBy: caller.memberId,
            invitedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: portalMembers.id });
        if (!created) throw refuse(409, 'email_taken', memberMessages.emailTaken);
        await this.sendInvitation(db, tenant, { id: created.id, email, name, language, role }, now);
        const row = await this.find(db, tenant.id, created.id);
        if (!row) throw new Error('The invited member vanished inside its own transaction');
        return this.toMember(row, now);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'portal_members_tenant_email_unique'))
        throw refuse(409, 'email_taken', memberMessages.emailTaken);
      throw error;
    }
  }

  private async sendInvitation(
    db: TenantDatabase,
    tenant: PortalTenant,
    member: { id: string; email: string; name: string; language: Language; role: RoleNamed },
    now: Date,
  ): Promise<void> {
    const { token } = await issuePortalToken(db, {
      tenantId: tenant.id,
      memberId: member.id,
      kind: 'invitation',
      now,
    });
    const url = portalTokenLink(this.options.config, tenant.code, '/accept-invitation', token);
    await asAppRole(db, (app) =>
      this.options.outbox.enqueueMail(app, {
        to: member.email,
        kind: 'portal_invitation',
        ...portalInvitationMail({
          language: member.language,
          name: member.name,
          school: tenant.name,
          role: roleNameIn(member.language, member.role),
          url,
        }),
      }),
    );
  }

  /** POST /members/{id}/resend: a new link (the old one stops working), mailed again. */
  async resend(tenant: PortalTenant, caller: Caller, id: string): Promise<MemberAccount> {
    const now = this.now();
    return inTenant(this.options.database, tenant.id, async (db) => {
      const row = await this.find(db, tenant.id, id, true);
      if (!row) throw notFound();
      this.assertChangeable(row, caller);
      if (row.status !== 'invited') throw refuse(409, 'not_invited', memberMessages.onlyInvitedResent);
      const [updated] = await db
        .update(portalMembers)
        .set({ invitedAt: now, invitedBy: caller.memberId, updatedAt: now })
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.id, id)))
        .returning({ language: portalMembers.language });
      await this.sendInvitation(
        db,
        tenant,
        {
          id,
          email: row.email,
          name: row.name,
          language: updated?.language ?? 'en',
          role: { name: row.roleName, builtIn: row.builtIn },
        },
        now,
      );
      return this.toMember({ ...row, invitedAt: now }, now);
    });
  }

  /** PATCH /members/{id}: another role and/or active ↔ disabled; disabling ends their sessions. */
  async change(
    tenant: PortalTenant,
    caller: Caller,
    id: string,
    body: MemberChangeBody,
  ): Promise<MemberAccount> {
    const now = this.now();
    return inTenant(this.options.database, tenant.id, async (db) => {
      const row = await this.find(db, tenant.id, id, true);
      if (!row) throw notFound();
      this.assertChangeable(row, caller);
      const role = body.roleId ? await this.givableRole(db, tenant.id, body.roleId, caller) : undefined;
      if (body.status && row.status === 'invited') throw refuse(409, 'member_invited');
      await db
        .update(portalMembers)
        .set({
          ...(role ? { roleId: role.id } : {}),
          ...(body.status ? { status: body.status } : {}),
          updatedAt: now,
        })
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.id, id)));
      if (body.status === 'disabled') await revokeMemberSessions(db, id, now);
      const changed = await this.find(db, tenant.id, id);
      if (!changed) throw notFound();
      return this.toMember(changed, now);
    });
  }

  /** DELETE /members/{id}: revokes an invitation not yet accepted (its links go with it). */
  async revoke(tenant: PortalTenant, caller: Caller, id: string): Promise<void> {
    await inTenant(this.options.database, tenant.id, async (db) => {
      const row = await this.find(db, tenant.id, id, true);
      if (!row) throw notFound();
      this.assertChangeable(row, caller);
      if (row.status !== 'invited') throw refuse(409, 'not_invited', memberMessages.onlyInvitedRevoked);
      await db
        .delete(portalMembers)
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.id, id)));
    });
  }
}
