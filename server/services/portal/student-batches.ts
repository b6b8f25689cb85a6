import type { FurtherBatch } from '@common/api/portal/students';
import { classSections, studentBatches, students, tenantClasses } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { conflict } from './portal-rules';

// A coaching student's batches (docs/decisions/0030-batches-are-sections.md): the home batch is
// `students.section_id`, the further ones `student_batches`; a batch's register is both. A batch
// with a capacity takes no student beyond it (409 `batch_full`), counting both.

/** A section (batch) a student is placed in, with what a refusal names. */
export interface Placement {
  sectionId: string;
  sectionName: string;
  className: string;
  capacity: number | null;
}

/** The student's further batches, by course position and batch name. */
export async function furtherBatches(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<FurtherBatch[]> {
  return db
    .select({ sectionId: classSections.id, sectionName: classSections.name, className: tenantClasses.name })
    .from(studentBatches)
    .innerJoin(classSections, eq(classSections.id, studentBatches.sectionId))
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(studentBatches.tenantId, tenantId), eq(studentBatches.studentId, studentId)))
    .orderBy(asc(tenantClasses.position), asc(tenantClasses.name), asc(classSections.name));
}

/** The ids of the student's further batches. */
export async function furtherBatchIds(db: TenantDatabase, tenantId: string, studentId: string) {
  const rows = await db
    .select({ sectionId: studentBatches.sectionId })
    .from(studentBatches)
    .where(and(eq(studentBatches.tenantId, tenantId), eq(studentBatches.studentId, studentId)));
  return rows.map((row) => row.sectionId);
}

/**
 * 409 `batch_full` when the batch already has `capacity` active students (home or further), the
 * student themself not counted. The caller holds the section's row lock (students.ts
 * lockedSection), so two saves into one batch count one after the other.
 */
export async function refuseFull(
  db: TenantDatabase,
  tenantId: string,
  placement: Placement,
  studentId?: string,
): Promise<void> {
  if (placement.capacity === null) return;
  const [row] = await db
    .select({ n: count() })
    .from(students)
    .where(
      and(
        eq(students.tenantId, tenantId),
        eq(students.status, 'active'),
        studentId ? sql`${students.id} <> ${studentId}` : undefined,
        or(
          eq(students.sectionId, placement.sectionId),
          sql`exists (select 1 from ${studentBatches} where ${studentBatches.tenantId} = ${tenantId}
            and ${studentBatches.sectionId} = ${placement.sectionId} and ${studentBatches.studentId} = ${students.id})`,
        ),
      ),
    );
  if ((row?.n ?? 0) >= placement.capacity)
    throw conflict('batch_full', {
      className: placement.className,
      sectionName: placement.sectionName,
      capacity: placement.capacity,
    });
}

/** The student's further batches become `sectionIds` exactly. */
export async function setFurtherBatches(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
  sectionIds: readonly string[],
): Promise<void> {
  await db
    .delete(studentBatches)
    .where(
      and(
        eq(studentBatches.tenantId, tenantId),
        eq(studentBatches.studentId, studentId),
        sectionIds.length > 0 ? notInArray(studentBatches.sectionId, [...sectionIds]) : undefined,
      ),
    );
  if (sectionIds.length > 0)
    await db
      .insert(studentBatches)
      .values(sectionIds.map((sectionId) => ({ tenantId, sectionId, studentId })))
      .onConflictDoNothing();
}

/** A home batch is not also a further one: the row goes when the student moves into it. */
export async function dropFurther(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
  sectionId: string,
) {
  await db
    .delete(studentBatches)
    .where(
      and(
        eq(studentBatches.tenantId, tenantId),
        eq(studentBatches.studentId, studentId),
        inArray(studentBatches.sectionId, [sectionId]),
      ),
    );
}
