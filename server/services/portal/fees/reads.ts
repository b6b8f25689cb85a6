import type { CounterMatch, FamilyDues, SectionDues } from '@common/api/portal/fee-dues';
import type { LedgerEntry } from '@common/api/portal/fee-ledger';
import { feeLedgerEntries, feeReceipts } from '@server/db/fee-tables';
import {
  classSections,
  guardians,
  studentBatches,
  studentGuardians,
  students,
  tenantClasses,
} from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containing, notFound } from '../portal-rules';
import { type BillingContext, billStudents, duesBody } from './dues-read';

// What the counter and the fee pages read (docs/requirements/fees.md#the-counter): the one search
// box, a family's dues, a section's list, a student's ledger.

const reversedReceipts = alias(feeReceipts, 'reversed_receipts');

const SEARCH_LIMIT = 20;

/** The first guardian's phone of each student. */
async function firstPhones(
  db: TenantDatabase,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ studentId: studentGuardians.studentId, phone: guardians.phone })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, [...ids])))
    .orderBy(asc(studentGuardians.position));
  const phones = new Map<string, string>();
  for (const row of rows) if (!phones.has(row.studentId)) phones.set(row.studentId, row.phone);
  return phones;
}

/**
 * A name, an admission number or a guardian's phone (6 digits or more are read as a phone's last
 * digits): the students it finds, with what each owes now. Erased students are never found.
 */
export async function searchStudents(
  db: TenantDatabase,
  context: BillingContext,
  query: string,
): Promise<CounterMatch[]> {
  const text = query.trim();
  const digits = text.replace(/\D/g, '');
  const isPhone = digits.length >= 6 && digits.length === text.replace(/[\s+\-()]/g, '').length;
  const byPhone = isPhone
    ? inArray(
        students.id,
        db
          .select({ id: studentGuardians.studentId })
          .from(studentGuardians)
          .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
          .where(
            and(
              eq(studentGuardians.tenantId, context.tenantId),
              like(guardians.phoneKey, `%${digits.slice(-10)}`),
            ),
          ),
      )
    : undefined;
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.tenantId, context.tenantId),
        ne(students.status, 'erased'),
        or(
          ilike(students.name, containing(text)),
          sql`lower(${students.admissionNumber}) = lower(${text})`,
          ...(byPhone ? [byPhone] : []),
        ),
      ),
    )
    .orderBy(asc(students.name))
    .limit(SEARCH_LIMIT);
  const ids = rows.map((row) => row.id);
  const phones = await firstPhones(db, context.tenantId, ids);
  const billed = await billStudents(db, context, ids);
  return billed.map(({ student, billing }) => ({
    id: student.id,
    name: student.name,
    admissionNumber: student.admissionNumber,
    sectionName: student.sectionName,
    status: student.status,
    guardianPhone: phones.get(student.id) ?? null,
    dueNowPaise: billing.dueNowPaise,
  }));
}

/** The children sharing a guardian with this student (the student included), eldest first. */
export async function familyOf(
  db: TenantDatabase,
  context: BillingContext,
  studentId: string,
  schoolName: string,
): Promise<FamilyDues> {
  const shared = await db
    .selectDistinct({ studentId: studentGuardians.studentId, guardianName: guardians.name })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .innerJoin(students, eq(students.id, studentGuardians.studentId))
    .where(
      and(
        eq(studentGuardians.tenantId, context.tenantId),
        ne(students.status, 'erased'),
        inArray(
          studentGuardians.guardianId,
          db
            .select({ id: studentGuardians.guardianId })
            .from(studentGuardians)
            .where(
              and(eq(studentGuardians.tenantId, context.tenantId), eq(studentGuardians.studentId, studentId)),
            ),
        ),
      ),
    );
  const ids = [...new Set([studentId, ...shared.map((row) => row.studentId)])];
  const billed = await billStudents(db, context, ids);
  if (!billed.some(({ student }) => student.id === studentId)) throw notFound('student');
  const children = billed.map((one) => duesBody(one, context.settings, schoolName));
  return {
    guardianNames: [...new Set(shared.map((row) => row.guardianName))],
    children,
    dueNowPaise: children.reduce((sum, child) => sum + child.dueNowPaise, 0),
  };
}

/** A section's (a batch's) students with what each owes: its own students and a batch's further ones. */
export async function sectionDues(
  db: TenantDatabase,
  context: BillingContext,
  sectionId: string,
): Promise<SectionDues> {
  const [section] = await db
    .select({ name: sql<string>`${tenantClasses.name} || ' ' || ${classSections.name}` })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(classSections.tenantId, context.tenantId), eq(classSections.id, sectionId)));
  if (!section) throw notFound('section');
  const own = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.tenantId, context.tenantId),
        eq(students.sectionId, sectionId),
        eq(students.status, 'active'),
      ),
    );
  const further = await db
    .select({ id: studentBatches.studentId })
    .from(studentBatches)
    .innerJoin(students, eq(students.id, studentBatches.studentId))
    .where(
      and(
        eq(studentBatches.tenantId, context.tenantId),
        eq(studentBatches.sectionId, sectionId),
        eq(students.status, 'active'),
      ),
    );
  const billed = await billStudents(db, context, [...new Set([...own, ...further].map((row) => row.id))]);
  return {
    sectionName: section.name,
    students: billed.map(({ student, billing }) => ({
      id: student.id,
      name: student.name,
      admissionNumber: student.admissionNumber,
      sectionName: student.sectionName,
      status: student.status,
      billedPaise: billing.billedPaise,
      paidPaise:
        billing.instalments.reduce(
          (sum, instalment) => sum + instalment.lines.reduce((s, line) => s + line.settledPaise, 0),
          0,
        ) + billing.creditPaise,
      dueNowPaise: billing.dueNowPaise,
      overdueDays: billing.overdueDays,
    })),
  };
}

/** Every entry of a student's ledger, newest first, with its receipt's number. */
export async function studentLedger(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      id: feeLedgerEntries.id,
      kind: feeLedgerEntries.kind,
      at: feeLedgerEntries.at,
      onDate: feeLedgerEntries.onDate,
      amountPaise: feeLedgerEntries.amountPaise,
      mode: feeLedgerEntries.mode,
      reference: feeLedgerEntries.reference,
      reason: feeLedgerEntries.reason,
      by: feeLedgerEntries.byName,
      receiptId: sql<string | null>`coalesce(${feeReceipts.id}, ${reversedReceipts.id})`,
      receiptNumber: sql<string | null>`coalesce(${feeReceipts.number}, ${reversedReceipts.number})`,
      payBy: feeLedgerEntries.payBy,
    })
    .from(feeLedgerEntries)
    // A payment's receipt, or for a cancellation the receipt it reverses: two joins on the index,
    // where one join on `coalesce(reverses, id)` read every receipt of the school under RLS.
    .leftJoin(feeReceipts, eq(feeReceipts.entryId, feeLedgerEntries.id))
    .leftJoin(reversedReceipts, eq(reversedReceipts.entryId, feeLedgerEntries.reverses))
    .where(and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.studentId, studentId)))
    .orderBy(sql`${feeLedgerEntries.at} desc`);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
