import type { BuiltInRole } from '@common/portal/permissions';
import type { App } from '@server/app';
import type { Clock } from '@server/clock';
import type { Environment } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { portalMembers, portalRoles, tenants } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { createPortalSession } from '@server/services/portal/session-store';
import { PROVISION_JOB } from '@server/services/tenants';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildTenantApp, createOwner, deploy, ncert, type Owner, type TenantTestApp } from './tenant-helpers';

// The portal's tests: an app whose schools are activated as owners do it (register, verify,
// deploy, the provision job), then called on their own address (Host: <code>.localhost, the
// test config's TENANT_DOMAIN) with a portal session.

export interface School {
  owner: Owner;
  tenantId: string;
  code: string;
  /** The Host header of the school's portal address. */
  host: string;
  /** A portal session of the owner's member (as the hand-off would give). */
  ownerToken: string;
  ownerMemberId: string;
}

export interface PortalTestApp extends TenantTestApp {
  /** A new school, activated with the given NCERT classes (default 6 and 7; none: without NCERT). */
  school(name?: string, classes?: string[]): Promise<School>;
}

export async function buildPortalApp(
  database: DatabaseHandle,
  env: Environment = {},
  clock?: Clock,
): Promise<PortalTestApp> {
  const subject = await buildTenantApp(database, { PROVISIONING_STEP_DELAY_MS: '0', ...env }, clock);
  return {
    ...subject,
    async school(name = 'Vidya Vihar School', classes = ['6', '7']) {
      const owner = await createOwner(subject, name);
      const deployed = await deploy(subject.app, owner, classes.length ? ncert(...classes) : []);
      expect(deployed.statusCode, deployed.body).toBe(202);
      await subject.app.jobs.drain(PROVISION_JOB);
      const [tenant] = await database.db
        .select({ code: tenants.code, active: tenants.isActive })
        .from(tenants)
        .where(eq(tenants.id, owner.tenantId));
      if (!tenant?.active) throw new Error('The school did not activate');
      const ownerMember = await inTenant(database, owner.tenantId, async (db) => {
        const [row] = await db
          .select({ id: portalMembers.id })
          .from(portalMembers)
          .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
          .where(and(eq(portalMembers.tenantId, owner.tenantId), eq(portalRoles.builtIn, 'owner')));
        if (!row) throw new Error('Activation made no owner member');
        return {
          id: row.id,
          token: await createPortalSession(db, owner.tenantId, row.id, subject.clock.now()),
        };
      });
      return {
        owner,
        tenantId: owner.tenantId,
        code: tenant.code,
        host: `${tenant.code}.localhost`,
        ownerToken: ownerMember.token,
        ownerMemberId: ownerMember.id,
      };
    },
  };
}

let membersMade = 0;

/**
 * A portal session of a new active member of `school` with its built-in role `builtIn`, made
 * directly in the database (as an accepted invitation would leave it), for tests of what a role
 * may not do.
 */
export async function memberWithRole(
  subject: TenantTestApp,
  school: School,
  builtIn: BuiltInRole,
): Promise<string> {
  membersMade += 1;
  return inTenant(subject.database, school.tenantId, async (db) => {
    const [role] = await db
      .select({ id: portalRoles.id })
      .from(portalRoles)
      .where(and(eq(portalRoles.tenantId, school.tenantId), eq(portalRoles.builtIn, builtIn)));
    if (!role) throw new Error(`The school has no ${builtIn} role`);
    const now = subject.clock.now();
    const [member] = await db
      .insert(portalMembers)
      .values({
        tenantId: school.tenantId,
        email: `${builtIn.replace('_', '.')}.${membersMade}@${school.code}.example`,
        name: `Test ${builtIn} ${membersMade}`,
        roleId: role.id,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: portalMembers.id });
    if (!member) throw new Error('The member was not inserted');
    return createPortalSession(db, school.tenantId, member.id, now);
  });
}

export interface PortalCall {
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The client's address (default inject's 127.0.0.1): rate limits and known networks use it. */
  ip?: string;
}

/** A call to the portal API of the school at `host`: `portalCall(app, host, 'GET', '/members', { token })`. */
export function portalCall(
  app: App,
  host: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  call: PortalCall = {},
) {
  return app.inject({
    method,
    url: `/prod/v1/portal${path}`,
    headers: {
      host,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    ...(call.ip ? { remoteAddress: call.ip } : {}),
  });
}
