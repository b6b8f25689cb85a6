import type {
  CollectionReport,
  ConcessionRegister,
  DayBook,
  Defaulters,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import {
  feeConcessionRules,
  feeConcessions,
  feeLedgerEntries,
  feeReceipts,
  feeReminders,
} from '@server/db/fee-tables';
import { guardians, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CsvCell } from '../csv-export';
import { type BillingContext, billStudents, type StudentBilling } from './dues-read';

// Fee reports (docs/requirements/fees.md#reports-each-with-a-csv), read from the ledger and the
// derived dues, so they agree with both by construction. Each has its CSV rows beside it.

const reversedReceipts = alias(feeReceipts, 'reversed_receipts');

const rupees = (paise: number) => (paise / 100).toFixed(2);

export async function dayBook(db: TenantDatabase, tenantId: string, date: string): Promise<DayBook> {
  const rows = await db
    .select({
      at: feeLedgerEntries.at,
      receiptId: sql<string | null>`coalesce(${feeReceipts.id}, ${reversedReceipts.id})`,
      receiptNumber: sql<string | null>`coalesce(${feeReceipts.number}, ${reversedReceipts.number})`,
      kind: feeLedgerEntries.kind,
      studentName: sql<string>`coalesce(${students.name}, '')`,
      admissionNumber: sql<string>`coalesce(${students.admissionNumber}, '')`,
      mode: feeLedgerEntries.mode,
      reference: feeLedgerEntries.reference,
      amountPaise: feeLedgerEntries.amountPaise,
      by: feeLedgerEntries.byName,
    })
    .from(feeLedgerEntries)
    // A payment's receipt, or for a cancellation the receipt it reverses: two joins on the index,
    // where one join on `coalesce(reverses, id)` read every receipt of the school under RLS.
    .leftJoin(feeReceipts, eq(feeReceipts.entryId, feeLedgerEntries.id))
    .leftJoin(reversedReceipts, eq(reversedReceipts.entryId, feeLedgerEntries.reverses))
    .leftJoin(students, eq(students.id, feeLedgerEntries.studentId))
    .where(
      and(
        eq(feeLedgerEntries.tenantId, tenantId),
        eq(feeLedgerEntries.onDate, date),
        ne(feeLedgerEntries.kind, 'waiver'),
      ),
    )
    .orderBy(asc(feeLedgerEntries.at));
  const entries = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  // A cancellation counts against the mode of the payment it reverses.
  const modeOfReceipt = new Map(
    entries.filter((e) => e.kind === 'payment').map((e) => [e.receiptId, e.mode]),
  );
  const total = (
    key: (entry: (typeof entries)[number]) => string,
    only = (_: (typeof entries)[number]) => true,
  ) => {
    const totals = new Map<string, { paise: number; count: number }>();
    for (const entry of entries.filter(only)) {
      const name = key(entry);
      const sum = totals.get(name) ?? { paise: 0, count: 0 };
      totals.set(name, { paise: sum.paise + entry.amountPaise, count: sum.count + 1 });
    }
    return [...totals]
      .map(([name, sum]) => ({ key: name, ...sum }))
      .sort((a, b) => a.key.localeCompare(b.key));
  };
  const modeOf = (entry: (typeof entries)[number]) =>
    entry.mode ?? (entry.kind === 'cancellation' ? (modeOfReceipt.get(entry.receiptId) ?? 'cash') : 'cash');
  return {
    date,
    entries,
    byMode: total(modeOf),
    byCollector: total((entry) => entry.by),
    cashToHandOver: total(
      (entry) => entry.by,
      (entry) => modeOf(entry) === 'cash',
    ),
    totalPaise: entries.reduce((sum, entry) => sum + entry.amountPaise, 0),
  };
}

export function dayBookCsv(book: DayBook): CsvCell[][] {
  return [
    ['Time', 'Receipt', 'Kind', 'Student', 'Admission number', 'Mode', 'Reference', 'Amount (₹)', 'By'],
    ...book.entries.map((e) => [
      e.at,
      e.receiptNumber,
      e.kind,
      e.studentName,
      e.admissionNumber,
      e.mode,
      e.reference,
      rupees(e.amountPaise),
      e.by,
    ]),
  ];
}

/** Every active student's billing (the reports over the whole school). */
async function everyone(
  db: TenantDatabase,
  context: BillingContext,
  sectionId?: string,
): Promise<StudentBilling[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.tenantId, context.tenantId),
        sectionId ? eq(students.sectionId, sectionId) : undefined,
        ne(students.status, 'erased'),
      ),
    );
  return billStudents(
    db,
    context,
    rows.map((row) => row.id),
  );
}

function band(days: number): '0-30' | '31-60' | '60+' {
  return days <= 30 ? '0-30' : days <= 60 ? '31-60' : '60+';
}

export async function defaulters(
  db: TenantDatabase,
  context: BillingContext,
  sectionId?: string,
): Promise<Defaulters> {
  const billed = (await everyone(db, context, sectionId)).filter(({ billing }) => billing.dueNowPaise > 0);
  const ids = billed.map(({ student }) => student.id);
  const phones =
    ids.length === 0
      ? []
      : await db
          .select({
            studentId: studentGuardians.studentId,
            phone: guardians.phone,
            position: studentGuardians.position,
          })
          .from(studentGuardians)
          .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
          .where(
            and(eq(studentGuardians.tenantId, context.tenantId), inArray(studentGuardians.studentId, ids)),
          )
          .orderBy(asc(studentGuardians.position));
  const reminded =
    ids.length === 0
      ? []
      : await db
          .select({ studentId: feeReminders.studentId, at: max(feeReminders.sentAt) })
          .from(feeReminders)
          .where(and(eq(feeReminders.tenantId, context.tenantId), inArray(feeReminders.studentId, ids)))
          .groupBy(feeReminders.studentId);
  const phoneOf = new Map<string, string>();
  for (const row of phones) if (!phoneOf.has(row.studentId)) phoneOf.set(row.studentId, row.phone);
  const remindedAt = new Map(reminded.map((row) => [row.studentId, row.at]));
  const list = billed
    .map(({ student, billing }) => ({
      studentId: student.id,
      name: student.name,
      admissionNumber: student.admissionNumber,
      sectionName: student.sectionName,
      guardianPhone: phoneOf.get(student.id) ?? null,
      dueNowPaise: billing.dueNowPaise,
      overdueDays: billing.overdueDays,
      band: band(billing.overdueDays),
      lastReminderAt: remindedAt.get(student.id)?.toISOString() ?? null,
    }))
    .sort((a, b) => b.overdueDays - a.overdueDays || a.name.localeCompare(b.name));
  return {
    asOf: context.today,
    students: list,
    bands: (['0-30', '31-60', '60+'] as const).map((name) => {
      const inBand = list.filter((row) => row.band === name);
      return {
        band: name,
        count: inBand.length,
        paise: inBand.reduce((sum, row) => sum + row.dueNowPaise, 0),
      };
    }),
  };
}

export function defaultersCsv(report: Defaulters): CsvCell[][] {
  return [
    [
      'Student',
      'Admission number',
      'Section',
      'Guardian phone',
      'Due now (₹)',
      'Days overdue',
      'Ageing',
      'Last reminder',
    ],
    ...report.students.map((row) => [
      row.name,
      row.admissionNumber,
      row.sectionName,
      row.guardianPhone,
      rupees(row.dueNowPaise),
      row.overdueDays,
      row.band,
      row.lastReminderAt,
    ]),
  ];
}

/** Billed (after concessions, with fines) against collected, by class and head, for the year. */
export async function collectionReport(
  db: TenantDatabase,
  context: BillingContext,
): Promise<CollectionReport> {
  const billed = await everyone(db, context);
  const rows = new Map<
    string,
    { className: string; headName: string; duePaise: number; collectedPaise: number }
  >();
  for (const { student, billing } of billed) {
    for (const instalment of billing.instalments) {
      for (const line of instalment.lines) {
        const className = student.className ?? '';
        const headName = line.headId === null ? 'Late fine' : line.headName;
        const key = `${className}\u0000${headName}`;
        const row = rows.get(key) ?? { className, headName, duePaise: 0, collectedPaise: 0 };
        row.duePaise += line.billedPaise - line.concessions.reduce((sum, c) => sum + c.paise, 0);
        row.collectedPaise += line.settledPaise;
        rows.set(key, row);
      }
    }
  }
  return {
    yearName: context.year.name,
    rows: [...rows.values()].sort(
      (a, b) => a.className.localeCompare(b.className) || a.headName.localeCompare(b.headName),
    ),
  };
}

export function collectionCsv(report: CollectionReport): CsvCell[][] {
  return [
    ['Class', 'Fee head', 'Due (₹)', 'Collected (₹)'],
    ...report.rows.map((row) => [
      row.className,
      row.headName,
      rupees(row.duePaise),
      rupees(row.collectedPaise),
    ]),
  ];
}

/** Every concession given this year: the grants, and the sibling rule where it applied. */
export async function concessionRegister(
  db: TenantDatabase,
  context: BillingContext,
): Promise<ConcessionRegister> {
  const billed = await everyone(db, context);
  const grants = await db
    .select({
      studentId: feeConcessions.studentId,
      ruleName: feeConcessionRules.name,
      reason: feeConcessions.reason,
      approvedBy: feeConcessions.approvedBy,
    })
    .from(feeConcessions)
    .innerJoin(feeConcessionRules, eq(feeConcessionRules.id, feeConcessions.ruleId))
    .where(and(eq(feeConcessions.tenantId, context.tenantId), isNull(feeConcessions.endedAt)));
  const grantOf = new Map(grants.map((grant) => [`${grant.studentId}\u0000${grant.ruleName}`, grant]));
  const rows: ConcessionRegister['rows'] = [];
  for (const { student, billing } of billed) {
    const byRule = new Map<string, { kind: ConcessionRegister['rows'][number]['kind']; paise: number }>();
    for (const line of billing.instalments.flatMap((instalment) => instalment.lines))
      for (const concession of line.concessions) {
        const sum = byRule.get(concession.ruleName) ?? { kind: concession.kind, paise: 0 };
        byRule.set(concession.ruleName, { kind: concession.kind, paise: sum.paise + concession.paise });
      }
    for (const [ruleName, { kind, paise }] of byRule) {
      const grant = grantOf.get(`${student.id}\u0000${ruleName}`);
      rows.push({
        studentName: student.name,
        admissionNumber: student.admissionNumber,
        sectionName: student.sectionName,
        ruleName,
        kind,
        paise,
        reason: grant?.reason ?? '',
        approvedBy: grant?.approvedBy ?? '',
      });
    }
  }
  return { rows };
}

export function concessionsCsv(report: ConcessionRegister): CsvCell[][] {
  return [
    ['Student', 'Admission number', 'Section', 'Concession', 'Kind', 'Amount (₹)', 'Reason', 'Approved by'],
    ...report.rows.map((row) => [
      row.studentName,
      row.admissionNumber,
      row.sectionName,
      row.ruleName,
      row.kind,
      rupees(row.paise),
      row.reason,
      row.approvedBy,
    ]),
  ];
}

/** Students under RTE 12(1)(c): the fee the school would have charged is what it claims from the state. */
export async function rteClaims(db: TenantDatabase, context: BillingContext): Promise<RteClaimList> {
  const billed = await everyone(db, context);
  const rows = billed.flatMap(({ student, billing }) => {
    const claim = billing.instalments
      .flatMap((instalment) => instalment.lines)
      .flatMap((line) => line.concessions)
      .filter((concession) => concession.kind === 'rte')
      .reduce((sum, concession) => sum + concession.paise, 0);
    return claim > 0
      ? [
          {
            studentName: student.name,
            admissionNumber: student.admissionNumber,
            className: student.className,
            dateOfBirth: student.dateOfBirth,
            claimPaise: claim,
          },
        ]
      : [];
  });
  return { yearName: context.year.name, rows };
}

export function rteCsv(report: RteClaimList): CsvCell[][] {
  return [
    ['Student', 'Admission number', 'Class', 'Date of birth', 'Claim (₹)'],
    ...report.rows.map((row) => [
      row.studentName,
      row.admissionNumber,
      row.className,
      row.dateOfBirth,
      rupees(row.claimPaise),
    ]),
  ];
}
