import { randomUUID } from 'node:crypto';
import type {
  LineResolution,
  Statement,
  StatementLine,
  StatementSummary,
} from '@common/api/portal/fee-statements';
import { STATEMENT_MAX_LINES } from '@common/fees/limits';
import { parseDuesReference, studentKeyOf } from '@common/fees/upi';
import { inChunks } from '@server/db/chunks';
import { feeLedgerEntries, feeReceipts, feeStatementLines, feeStatements } from '@server/db/fee-tables';
import { students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { ApiError, refuse } from '@server/http-error';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../portal-rules';
import type { Allocation } from './billing';
import {
  allocationsOfPlan,
  cleanReference,
  collectPayment,
  type Payer,
  type PlannedPayment,
  planPayment,
  type School,
  writePayments,
} from './collect';
import { type BillingContext, readBillingInputs } from './dues-read';
import { lockLedger } from './ledger';
import type { CreditLine } from './statement-lines';

// Matching a statement (docs/requirements/fees.md#upi, docs/decisions/0037-upi-without-a-gateway.md):
// each credit is matched by the dues reference it carries (any amount: a different amount leaves
// the difference due), or confirmed when its UTR is already on a receipt, or set aside when an
// earlier statement had the same line. The rest wait in the unmatched queue. The whole statement
// is one transaction under the ledger lock: matched payments take their receipt numbers in it, in
// the statement's order.

/** A line's outcome; `payment`: which of the pass's planned payments it is, written at the end. */
type Outcome = Pick<StatementLine, 'state' | 'note'> & { entryId: string | null; payment?: number };

const cancelled = alias(feeLedgerEntries, 'cancelled');

async function paymentsByUtr(db: TenantDatabase, tenantId: string, utrs: readonly string[]) {
  if (utrs.length === 0) return new Map<string, { entryId: string; amountPaise: number }>();
  const rows = await db
    .select({
      utr: feeLedgerEntries.reference,
      entryId: feeLedgerEntries.id,
      amountPaise: feeLedgerEntries.amountPaise,
    })
    .from(feeLedgerEntries)
    .leftJoin(cancelled, and(eq(cancelled.reverses, feeLedgerEntries.id), eq(cancelled.kind, 'cancellation')))
    .where(
      and(
        eq(feeLedgerEntries.tenantId, tenantId),
        eq(feeLedgerEntries.kind, 'payment'),
        inArray(feeLedgerEntries.reference, [...utrs]),
        isNull(cancelled.id),
      ),
    );
  return new Map(rows.map((row) => [row.utr, row]));
}

/** Lines an earlier statement already held (the same day, amount and words): a statement uploaded twice. */
async function seenBefore(db: TenantDatabase, tenantId: string, lines: readonly CreditLine[]) {
  if (lines.length === 0) return new Set<string>();
  const rows = await db
    .select({
      date: feeStatementLines.date,
      amountPaise: feeStatementLines.amountPaise,
      narration: feeStatementLines.narration,
    })
    .from(feeStatementLines)
    .where(
      and(
        eq(feeStatementLines.tenantId, tenantId),
        ne(feeStatementLines.state, 'unmatched'),
        inArray(
          feeStatementLines.narration,
          lines.map((line) => line.narration),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.date}|${row.amountPaise}|${row.narration}`));
}

export async function matchStatement(
  db: TenantDatabase,
  context: BillingContext,
  school: School,
  payer: Payer,
  fileName: string,
  lines: readonly CreditLine[],
  now: Date,
): Promise<string> {
  const { tenantId } = context;
  if (lines.length > STATEMENT_MAX_LINES) throw refuse(400, 'too_many_rows');
  await lockLedger(db, tenantId);
  const [statement] = await db
    .insert(feeStatements)
    .values({ tenantId, fileName, uploadedAt: now, uploadedBy: payer.name })
    .returning({ id: feeStatements.id });
  if (!statement) throw new Error('The statement returned no row');
  const keys = new Map(
    (
      await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.tenantId, tenantId), ne(students.status, 'erased')))
    ).map((row) => [studentKeyOf(row.id), row.id]),
  );
  const byUtr = await paymentsByUtr(
    db,
    tenantId,
    lines.flatMap((line) => (line.utr ? [line.utr] : [])),
  );
  const seen = await seenBefore(db, tenantId, lines);
  const studentOf = (line: CreditLine) => {
    const reference = parseDuesReference(line.narration);
    return reference ? keys.get(reference.studentKey) : undefined;
  };
  // In one pass, whatever the number of lines: every referenced student's dues are read once, each
  // payment is worked out in memory against the dues the statement's earlier lines left, in the
  // statement's order, and all of them are written together.
  const inputs = await readBillingInputs(db, context, [
    ...new Set(lines.flatMap((line) => studentOf(line) ?? [])),
  ]);
  const billed = new Map(inputs.students.map((student) => [student.id, student]));
  const unwritten = new Map<string, Allocation[]>();
  const planned: PlannedPayment[] = [];
  const utrsInThisStatement = new Set<string>();
  const outcomes: Outcome[] = lines.map((line) => {
    const known = line.utr ? byUtr.get(line.utr) : undefined;
    if (known)
      return known.amountPaise === line.amountPaise
        ? { state: 'confirmed', note: '', entryId: known.entryId }
        : { state: 'unmatched', note: 'The UTR is on a receipt of another amount.', entryId: null };
    if (seen.has(`${line.date}|${line.amountPaise}|${line.narration}`))
      return { state: 'ignored', note: 'Already in an earlier statement.', entryId: null };
    const student = billed.get(studentOf(line) ?? '');
    if (!student) return { state: 'unmatched', note: '', entryId: null };
    if (line.utr && utrsInThisStatement.has(line.utr))
      return { state: 'unmatched', note: 'The UTR is on an earlier line of this statement.', entryId: null };
    try {
      const mode = line.utr ? 'upi' : 'bank';
      const payment = planPayment(
        { student, billing: inputs.billOf(student, unwritten.get(student.id)) },
        context,
        school,
        payer,
        {
          key: randomUUID(),
          studentId: student.id,
          amountPaise: line.amountPaise,
          mode,
          reference: cleanReference(mode, line.utr ?? line.narration.slice(0, 60)),
          ...(line.date && line.date <= context.today ? { paidOn: line.date } : {}),
        },
        now,
      );
      unwritten.set(student.id, [...(unwritten.get(student.id) ?? []), ...allocationsOfPlan(payment)]);
      if (line.utr) utrsInThisStatement.add(line.utr);
      planned.push(payment);
      return { state: 'matched', note: '', entryId: null, payment: planned.length - 1 };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { state: 'unmatched', note: error.message, entryId: null };
    }
  });
  const { entryIds } = await writePayments(db, context, planned);
  const rows = lines.map((line, index) => {
    const outcome = outcomes[index] as Outcome;
    return {
      tenantId,
      statementId: statement.id,
      line: line.line,
      date: line.date,
      amountPaise: line.amountPaise,
      narration: line.narration,
      utr: line.utr,
      state: outcome.state,
      entryId: outcome.payment === undefined ? outcome.entryId : (entryIds[outcome.payment] ?? null),
      note: outcome.note,
    };
  });
  for (const chunk of inChunks(rows)) await db.insert(feeStatementLines).values(chunk);
  return statement.id;
}

const lineColumns = {
  id: feeStatementLines.id,
  line: feeStatementLines.line,
  date: feeStatementLines.date,
  amountPaise: feeStatementLines.amountPaise,
  narration: feeStatementLines.narration,
  utr: feeStatementLines.utr,
  state: feeStatementLines.state,
  studentName: students.name,
  receiptId: feeReceipts.id,
  receiptNumber: feeReceipts.number,
  note: feeStatementLines.note,
};

function lineRows(db: TenantDatabase) {
  return db
    .select(lineColumns)
    .from(feeStatementLines)
    .leftJoin(feeLedgerEntries, eq(feeLedgerEntries.id, feeStatementLines.entryId))
    .leftJoin(students, eq(students.id, feeLedgerEntries.studentId))
    .leftJoin(feeReceipts, eq(feeReceipts.entryId, feeStatementLines.entryId))
    .$dynamic();
}

const counts = {
  lines: sql<number>`count(${feeStatementLines.id})::int`,
  matched: sql<number>`(count(${feeStatementLines.id}) filter (where ${feeStatementLines.state} <> 'unmatched'))::int`,
  unmatched: sql<number>`(count(${feeStatementLines.id}) filter (where ${feeStatementLines.state} = 'unmatched'))::int`,
};

export async function listStatements(db: TenantDatabase, tenantId: string): Promise<StatementSummary[]> {
  const rows = await db
    .select({
      id: feeStatements.id,
      fileName: feeStatements.fileName,
      uploadedAt: feeStatements.uploadedAt,
      uploadedBy: feeStatements.uploadedBy,
      ...counts,
    })
    .from(feeStatements)
    .leftJoin(feeStatementLines, eq(feeStatementLines.statementId, feeStatements.id))
    .where(eq(feeStatements.tenantId, tenantId))
    .groupBy(feeStatements.id)
    .orderBy(desc(feeStatements.uploadedAt))
    .limit(50);
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

export async function readStatement(db: TenantDatabase, tenantId: string, id: string): Promise<Statement> {
  const summary = (await listStatementById(db, tenantId, id)) ?? null;
  if (!summary) throw notFound('statement');
  const entries = await lineRows(db)
    .where(and(eq(feeStatementLines.tenantId, tenantId), eq(feeStatementLines.statementId, id)))
    .orderBy(sql`${feeStatementLines.state} <> 'unmatched'`, feeStatementLines.line);
  return { ...summary, entries };
}

async function listStatementById(db: TenantDatabase, tenantId: string, id: string) {
  const [row] = await db
    .select({
      id: feeStatements.id,
      fileName: feeStatements.fileName,
      uploadedAt: feeStatements.uploadedAt,
      uploadedBy: feeStatements.uploadedBy,
      ...counts,
    })
    .from(feeStatements)
    .leftJoin(feeStatementLines, eq(feeStatementLines.statementId, feeStatements.id))
    .where(and(eq(feeStatements.tenantId, tenantId), eq(feeStatements.id, id)))
    .groupBy(feeStatements.id);
  return row && { ...row, uploadedAt: row.uploadedAt.toISOString() };
}

/** Resolves an unmatched line by hand: a student's payment, or set aside with a reason. */
export async function resolveLine(
  db: TenantDatabase,
  context: BillingContext,
  school: School,
  payer: Payer,
  lineId: string,
  body: LineResolution,
  now: Date,
): Promise<StatementLine> {
  const { tenantId } = context;
  const [line] = await db
    .select({
      line: feeStatementLines.line,
      date: feeStatementLines.date,
      amountPaise: feeStatementLines.amountPaise,
      narration: feeStatementLines.narration,
      utr: feeStatementLines.utr,
      state: feeStatementLines.state,
      attemptKey: feeLedgerEntries.attemptKey,
    })
    .from(feeStatementLines)
    .leftJoin(feeLedgerEntries, eq(feeLedgerEntries.id, feeStatementLines.entryId))
    .where(and(eq(feeStatementLines.tenantId, tenantId), eq(feeStatementLines.id, lineId)))
    .for('update', { of: feeStatementLines });
  if (!line) throw notFound('statement line');
  // The same assignment again (a retry after a lost answer) answers the line as it now is.
  const retried = body.action === 'assign' && line.state === 'resolved' && line.attemptKey === body.key;
  if (line.state !== 'unmatched' && !retried) throw refuse(409, 'statement_line_resolved');
  if (retried) {
    const [row] = await lineRows(db).where(
      and(eq(feeStatementLines.tenantId, tenantId), eq(feeStatementLines.id, lineId)),
    );
    if (row) return row;
  }
  if (body.action === 'ignore') {
    const reason = body.reason.trim();
    if (!reason) throw refuse(400, 'required', { field: 'Reason' });
    await db
      .update(feeStatementLines)
      .set({ state: 'ignored', note: `${reason} (${payer.name})` })
      .where(eq(feeStatementLines.id, lineId));
  } else {
    const receiptId = await collectPayment(
      db,
      context,
      school,
      payer,
      {
        key: body.key,
        studentId: body.studentId,
        amountPaise: line.amountPaise,
        mode: line.utr ? 'upi' : 'bank',
        reference: line.utr ?? (line.narration.slice(0, 60) || `Statement line ${line.line}`),
        ...(line.date && line.date <= context.today ? { paidOn: line.date } : {}),
      },
      now,
    );
    const [receipt] = await db
      .select({ entryId: feeReceipts.entryId })
      .from(feeReceipts)
      .where(eq(feeReceipts.id, receiptId));
    await db
      .update(feeStatementLines)
      .set({ state: 'resolved', entryId: receipt?.entryId ?? null, note: `Assigned by ${payer.name}` })
      .where(eq(feeStatementLines.id, lineId));
  }
  const [row] = await lineRows(db).where(
    and(eq(feeStatementLines.tenantId, tenantId), eq(feeStatementLines.id, lineId)),
  );
  if (!row) throw new Error('The statement line vanished');
  return row;
}
