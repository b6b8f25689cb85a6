import { feePlans, feeStudentCategories } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit-log';
import type { Caller } from '../caller';

// A student's fee categories ("Hostel", "New admission"): a plan for a category applies to the
// students who have it, over the class's plan for everyone (dues-read.ts plansFor). Changing them
// changes what a student pays, so a change is in the audit log with what was and what is.

export async function studentCategories(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<string[]> {
  const rows = await db
    .select({ category: feeStudentCategories.category })
    .from(feeStudentCategories)
    .where(and(eq(feeStudentCategories.tenantId, tenantId), eq(feeStudentCategories.studentId, studentId)))
    .orderBy(asc(feeStudentCategories.category));
  return rows.map((row) => row.category);
}

/** Every category the school's plans or students name, in order: what the form offers. */
export async function knownCategories(db: TenantDatabase, tenantId: string): Promise<string[]> {
  const planned = await db
    .selectDistinct({ category: feePlans.category })
    .from(feePlans)
    .where(eq(feePlans.tenantId, tenantId));
  const given = await db
    .selectDistinct({ category: feeStudentCategories.category })
    .from(feeStudentCategories)
    .where(eq(feeStudentCategories.tenantId, tenantId));
  const all = [...planned, ...given].flatMap((row) => (row.category ? [row.category] : []));
  return [...new Set(all)].sort((a, b) => a.localeCompare(b));
}

export async function setStudentCategories(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  student: { id: string; admissionNumber: string },
  categories: readonly string[],
  now: Date,
): Promise<{ categories: string[] }> {
  const cleaned = [...new Set(categories.map((category) => category.trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
  const before = await studentCategories(db, tenantId, student.id);
  // The same set again (a retry after a lost answer) changes nothing and records nothing.
  if (before.join('\n') === cleaned.join('\n')) return { categories: cleaned };
  await db
    .delete(feeStudentCategories)
    .where(and(eq(feeStudentCategories.tenantId, tenantId), eq(feeStudentCategories.studentId, student.id)));
  if (cleaned.length > 0)
    await db
      .insert(feeStudentCategories)
      .values(cleaned.map((category) => ({ tenantId, studentId: student.id, category })));
  await recordAudit(
    db,
    tenantId,
    caller,
    {
      action: 'fee_categories_changed',
      studentId: student.id,
      admissionNumber: student.admissionNumber,
      detail: `${before.join(', ') || '-'} -> ${cleaned.join(', ') || '-'}`,
    },
    now,
  );
  return { categories: cleaned };
}
