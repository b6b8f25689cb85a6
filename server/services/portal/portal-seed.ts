import { BUILT_IN_PERMISSIONS, BUILT_IN_ROLES } from '@common/portal/permissions';
import { BUILT_IN_ROLE_NAMES } from '@common/portal/role-names';
import { schoolToday } from '@common/school-clock';
import type { Database } from '@server/db/client';
import {
  academicYears,
  classSections,
  learningCentres,
  portalMembers,
  portalRoles,
  tenantClasses,
  tenants,
  users,
} from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';

// What a tenant's portal starts with, made in the transaction that activates the tenant
// (services/provisioning.ts) and again, harmlessly, at every later activation: the built-in roles,
// the owner's member, the main learning centre (named after the institution), the current academic
// year and section A of every class. Every insert skips what exists, so a school's own changes
// survive a re-activation.

/** The Indian academic year (1 April to 31 March) that `now` falls in, by the date in India. */
export function academicYearOf(now: Date): { name: string; startsOn: string; endsOn: string } {
  const [year = 0, month = 1] = schoolToday(now).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return {
    name: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    startsOn: `${start}-04-01`,
    endsOn: `${start + 1}-03-31`,
  };
}

export async function seedPortal(tx: Database, tenantId: string, now: Date): Promise<void> {
  await tx
    .insert(portalRoles)
    .values(
      BUILT_IN_ROLES.map((role) => ({
        tenantId,
        name: BUILT_IN_ROLE_NAMES.en[role],
        builtIn: role,
        permissions: [...BUILT_IN_PERMISSIONS[role]],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();

  const [owner] = await tx
    .select({ email: users.email, name: users.fullName, language: users.language, institution: tenants.name })
    .from(tenants)
    .innerJoin(users, eq(users.id, tenants.userId))
    .where(eq(tenants.id, tenantId));
  if (!owner) return;
  const [ownerRole] = await tx
    .select({ id: portalRoles.id })
    .from(portalRoles)
    .where(and(eq(portalRoles.tenantId, tenantId), eq(portalRoles.builtIn, 'owner')));
  if (ownerRole) {
    await tx
      .insert(portalMembers)
      .values({
        tenantId,
        email: owner.email.toLowerCase(),
        name: owner.name,
        roleId: ownerRole.id,
        status: 'active',
        language: owner.language,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }

  const created = now.toISOString();
  await tx.execute(sql`
    insert into ${learningCentres} (tenant_id, name, main, created_at)
    select ${tenantId}::uuid, ${owner.institution}, true, ${created}::timestamptz
    where not exists (select 1 from ${learningCentres} where tenant_id = ${tenantId}::uuid)`);
  const year = academicYearOf(now);
  await tx.execute(sql`
    insert into ${academicYears} (tenant_id, name, starts_on, ends_on, current, created_at)
    select ${tenantId}::uuid, ${year.name}, ${year.startsOn}::date, ${year.endsOn}::date, true, ${created}::timestamptz
    where not exists (select 1 from ${academicYears} where tenant_id = ${tenantId}::uuid)`);

  // Section A for every NCERT class that has none yet: the school's own classes (a coaching
  // centre's courses, whose batches it makes) are its to arrange.
  await tx.execute(sql`
    insert into ${classSections} (tenant_id, class_id, name, created_at)
    select ${tenantClasses.tenantId}, ${tenantClasses.id}, 'A', ${created}::timestamptz
    from ${tenantClasses}
    where ${tenantClasses.tenantId} = ${tenantId}
      and not ${tenantClasses.custom}
      and not exists (select 1 from ${classSections} where ${classSections.classId} = ${tenantClasses.id})`);
}
