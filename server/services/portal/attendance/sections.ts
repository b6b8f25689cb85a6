import { classSections, portalMembers, students, tenantClasses } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../portal-rules';

// The facts about a section and a member that attendance needs, read once per request.

/** "Class 7 B": the class's name and the section's. */
export const sectionLabel = sql<string>`${tenantClasses.name} || ' ' || ${classSections.name}`;

export async function findSection(db: TenantDatabase, tenantId: string, sectionId: string) {
  const [row] = await db
    .select({ id: classSections.id, name: sectionLabel, classTeacherId: classSections.classTeacherId })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(classSections.tenantId, tenantId), eq(classSections.id, sectionId)));
  if (!row) throw notFound('section');
  return row;
}

/** The employee the member is (null for a member who is no employee). */
export async function memberEmployeeId(db: TenantDatabase, tenantId: string, memberId: string) {
  const [row] = await db
    .select({ employeeId: portalMembers.employeeId })
    .from(portalMembers)
    .where(and(eq(portalMembers.tenantId, tenantId), eq(portalMembers.id, memberId)));
  return row?.employeeId ?? null;
}

/** The section's active students, by roll number then name. */
export function sectionStudents(db: TenantDatabase, tenantId: string, sectionId: string) {
  return db
    .select({ id: students.id, name: students.name, rollNumber: students.rollNumber })
    .from(students)
    .where(
      and(eq(students.tenantId, tenantId), eq(students.sectionId, sectionId), eq(students.status, 'active')),
    )
    .orderBy(sql`${students.rollNumber} asc nulls last`, asc(students.name));
}
