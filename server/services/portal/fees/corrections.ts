import type { Cancellation, LeavingRefund, Refund, Waiver } from '@common/api/portal/fee-ledger';
import { COACHING_REFUND_DAYS } from '@common/fees/limits';
import { formatRupees } from '@common/fees/money';
import { feeLedgerEntries, feeReceipts } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit-log';
import { notFound } from '../portal-rules';
import { allocateRefund, daysBetween } from './billing';
import { cleanReference, type Payer } from './collect';
import { type BillingContext, billStudents } from './dues-read';
import { allocationsOfEntry, appendEntry, earlierAttempt, isSameAttempt, lockLedger } from './ledger';

// Correcting the books without changing them (docs/requirements/fees.md#the-ledger): a cancelled
// receipt is reversed by an entry of the opposite sign on the same allocations; a refund and a
// waived fine are entries of their own. Each names its reason, and the audit log records it.

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function reasonOf(text: string): string {
  const reason = text.trim();
  if (!reason) throw refuse(400, 'required', { field: 'Reason' });
  return reason;
}

/** Cancels a receipt: its payment reversed, the receipt kept with its number. Answers the payment's entry id. */
export async function cancelReceipt(
  db: TenantDatabase,
  context: BillingContext,
  payer: Payer,
  receiptId: string,
  body: Cancellation,
  now: Date,
): Promise<string> {
  const { tenantId, today } = context;
  const reason = reasonOf(body.reason);
  await lockLedger(db, tenantId);
  const [payment] = await db
    .select({
      entryId: feeReceipts.entryId,
      number: feeReceipts.number,
      studentId: feeLedgerEntries.studentId,
      amountPaise: feeLedgerEntries.amountPaise,
    })
    .from(feeReceipts)
    .innerJoin(feeLedgerEntries, eq(feeLedgerEntries.id, feeReceipts.entryId))
    .where(and(eq(feeReceipts.tenantId, tenantId), eq(feeReceipts.id, receiptId)));
  if (!payment) throw notFound('receipt');
  const earlier = await earlierAttempt(db, tenantId, body.key);
  if (earlier) {
    if (earlier.kind !== 'cancellation' || earlier.reverses !== payment.entryId)
      throw refuse(409, 'attempt_key_used');
    return payment.entryId;
  }
  const [already] = await db
    .select({ id: feeLedgerEntries.id })
    .from(feeLedgerEntries)
    .where(
      and(
        eq(feeLedgerEntries.tenantId, tenantId),
        eq(feeLedgerEntries.kind, 'cancellation'),
        eq(feeLedgerEntries.reverses, payment.entryId),
      ),
    );
  if (already) throw refuse(409, 'receipt_cancelled');
  // What was refunded came out of the payments: cancelling one of them as well must not leave the
  // student having paid less than nothing.
  if ((await refundable(db, tenantId, payment.studentId)) < payment.amountPaise)
    throw refuse(409, 'receipt_refunded');
  const shares = (await allocationsOfEntry(db, tenantId, payment.entryId)).map((share) => ({
    ...share,
    amountPaise: -share.amountPaise,
  }));
  await appendEntry(
    db,
    tenantId,
    {
      kind: 'cancellation',
      attemptKey: body.key,
      studentId: payment.studentId,
      amountPaise: -payment.amountPaise,
      mode: null,
      reference: payment.number,
      reason,
      reverses: payment.entryId,
      onDate: today,
      by: payer,
      at: now,
    },
    shares,
  );
  await recordAudit(
    db,
    tenantId,
    payer,
    { action: 'fee_receipt_cancelled', studentId: payment.studentId, detail: `${payment.number}: ${reason}` },
    now,
  );
  return payment.entryId;
}

/** What was paid and not refunded or cancelled: the most a refund can give back. */
async function refundable(db: TenantDatabase, tenantId: string, studentId: string): Promise<number> {
  const entries = await db
    .select({ kind: feeLedgerEntries.kind, amountPaise: feeLedgerEntries.amountPaise })
    .from(feeLedgerEntries)
    .where(and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.studentId, studentId)));
  return entries
    .filter((entry) => entry.kind === 'payment' || entry.kind === 'cancellation' || entry.kind === 'refund')
    .reduce((sum, entry) => sum + entry.amountPaise, 0);
}

async function appendRefund(
  db: TenantDatabase,
  context: BillingContext,
  payer: Payer,
  refund: Refund & { payBy: string | null },
  now: Date,
): Promise<string> {
  const { tenantId, today } = context;
  const earlier = await earlierAttempt(db, tenantId, refund.key);
  if (earlier && isSameAttempt(earlier, 'refund', refund.studentId, -refund.amountPaise)) return earlier.id;
  const paid = await refundable(db, tenantId, refund.studentId);
  if (refund.amountPaise > paid) throw refuse(409, 'refund_exceeds_paid', { paid: formatRupees(paid, 'en') });
  const [billed] = await billStudents(db, context, [refund.studentId]);
  if (!billed) throw notFound('student');
  const shares = allocateRefund(billed.billing, refund.amountPaise);
  if (!shares) throw refuse(409, 'refund_exceeds_paid', { paid: formatRupees(paid, 'en') });
  const id = await appendEntry(
    db,
    tenantId,
    {
      kind: 'refund',
      attemptKey: refund.key,
      studentId: refund.studentId,
      amountPaise: -refund.amountPaise,
      mode: refund.mode,
      reference: refund.reference.trim(),
      reason: refund.reason.trim(),
      onDate: today,
      payBy: refund.payBy,
      by: payer,
      at: now,
    },
    shares,
  );
  await recordAudit(
    db,
    tenantId,
    payer,
    {
      action: 'fee_refunded',
      studentId: refund.studentId,
      detail: `${formatRupees(refund.amountPaise, 'en')}: ${refund.reason.trim()}`,
    },
    now,
  );
  return id;
}

/** Records a refund (money given back), taken from credit first, then the latest payments. */
export async function recordRefund(
  db: TenantDatabase,
  context: BillingContext,
  payer: Payer,
  body: Refund,
  now: Date,
): Promise<string> {
  reasonOf(body.reason);
  if (body.mode !== 'cash') cleanReference(body.mode === 'upi' ? 'bank' : body.mode, body.reference);
  await lockLedger(db, context.tenantId);
  return appendRefund(db, context, payer, { ...body, payBy: null }, now);
}

/**
 * A coaching student who leaves mid-course is billed for the share of the course they attended
 * (dues-read.ts); what they paid beyond it is refunded, to be paid within 10 days of leaving.
 * The leaving date must be the one on the student's record (students.ts marks them as left).
 */
export async function recordLeavingRefund(
  db: TenantDatabase,
  context: BillingContext,
  payer: Payer,
  studentId: string,
  body: LeavingRefund,
  now: Date,
): Promise<string> {
  await lockLedger(db, context.tenantId);
  const [billed] = await billStudents(db, context, [studentId]);
  if (!billed) throw notFound('student');
  if (!context.coaching) throw refuse(409, 'not_coaching');
  if (billed.student.leftOn !== body.leftOn) throw refuse(400, 'date_invalid', { field: 'The leaving date' });
  const overpaid =
    billed.billing.creditPaise +
    billed.billing.instalments.reduce(
      (sum, instalment) => sum + instalment.lines.reduce((s, line) => s + Math.max(0, -line.duePaise), 0),
      0,
    );
  if (overpaid <= 0) throw refuse(409, 'fee_nothing_due');
  const days = daysBetween(context.year.startsOn, body.leftOn) + 1;
  return appendRefund(
    db,
    context,
    payer,
    {
      key: body.key,
      studentId,
      amountPaise: overpaid,
      mode: body.mode,
      reference: body.reference,
      reason: `Left on ${body.leftOn} after ${days} days of the course: the unused fee, pro-rata`,
      payBy: addDays(body.leftOn, COACHING_REFUND_DAYS),
    },
    now,
  );
}

/** Waives part or all of an instalment's late fine, with a reason. */
export async function waiveFine(
  db: TenantDatabase,
  context: BillingContext,
  payer: Payer,
  body: Waiver,
  now: Date,
): Promise<string> {
  const reason = reasonOf(body.reason);
  const { tenantId, today } = context;
  await lockLedger(db, tenantId);
  const earlier = await earlierAttempt(db, tenantId, body.key);
  if (earlier && isSameAttempt(earlier, 'waiver', body.studentId, body.amountPaise)) return earlier.id;
  const [billed] = await billStudents(db, context, [body.studentId]);
  if (!billed) throw notFound('student');
  const instalment = billed.billing.instalments.find(
    (candidate) => candidate.planId === body.planId && candidate.key === body.instalmentKey,
  );
  const fineDue = instalment?.lines.find((line) => line.headId === null)?.duePaise ?? 0;
  if (body.amountPaise > fineDue)
    throw refuse(409, 'waiver_exceeds_fine', { fine: formatRupees(Math.max(0, fineDue), 'en') });
  const id = await appendEntry(
    db,
    tenantId,
    {
      kind: 'waiver',
      attemptKey: body.key,
      studentId: body.studentId,
      amountPaise: body.amountPaise,
      mode: null,
      reference: '',
      reason,
      onDate: today,
      by: payer,
      at: now,
    },
    [{ planId: body.planId, instalmentKey: body.instalmentKey, headId: null, amountPaise: body.amountPaise }],
  );
  await recordAudit(
    db,
    tenantId,
    payer,
    {
      action: 'fee_fine_waived',
      studentId: body.studentId,
      detail: `${formatRupees(body.amountPaise, 'en')}: ${reason}`,
    },
    now,
  );
  return id;
}
