import { classSections, studentBatches, students, tenantClasses } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { notFound } from '../portal-rules';

// The facts about a section and a member that attendance needs, read once per request.

/** "Class 7 B": the class's name and the section's. */
export const sectionLabel = sql<string>`${tenantClasses.name} || ' ' || ${classSections.name}`;

export async function findSection(db: TenantDatabase, tenantId: string, sectionId: string) {
  const [row] = await db
    .select({
      id: classSections.id,
      name: sectionLabel,
      classTeacherId: classSections.classTeacherId,
      endsAt: classSections.endsAt,
    })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(classSections.tenantId, tenantId), eq(classSections.id, sectionId)));
  if (!row) throw notFound('section');
  return row;
}

/**
 * Whether a student is on the section's register: their home section (`students.section_id`), or a
 * further batch they attend (`student_batches`, a coaching centre's; docs/decisions/0030-batches-are-sections.md).
 */
export function onRegister(tenantId: string, sectionId: string) {
  return or(
    eq(students.sectionId, sectionId),
    sql`exists (select 1 from ${studentBatches} where ${studentBatches.tenantId} = ${tenantId}
      and ${studentBatches.sectionId} = ${sectionId} and ${studentBatches.studentId} = ${students.id})`,
  );
}

/**
 * The section's active students (home and further-batch), by roll number then name. A roll number
 * is the home section's: a student who attends the batch as a further one is listed without it.
 */
export function sectionStudents(db: TenantDatabase, tenantId: string, sectionId: string) {
  const rollNumber = sql<
    number | null
  >`case when ${students.sectionId} = ${sectionId} then ${students.rollNumber} end`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  );
  return db
    .select({ id: students.id, name: students.name, admissionNumber: students.admissionNumber, rollNumber })
    .from(students)
    .where(
      and(eq(students.tenantId, tenantId), onRegister(tenantId, sectionId), eq(students.status, 'active')),
    )
    .orderBy(sql`${rollNumber} asc nulls last`, asc(students.name));
}
