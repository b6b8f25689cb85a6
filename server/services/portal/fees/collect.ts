import type { Collection, TaxSplit } from '@common/api/portal/fee-ledger';
import { formatRupees } from '@common/fees/money';
import { isUtr } from '@common/fees/upi';
import { feeHeads, feeLedgerEntries, feeReceipts, type PrintedReceipt } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRealDate } from '../portal-rules';
import { type Allocation, allocatePayment, type Share } from './billing';
import { type BillingContext, billStudents, type StudentBilling } from './dues-read';
import {
  appendEntries,
  earlierAttempt,
  isSameAttempt,
  lockLedger,
  type NewEntry,
  nextNumbers,
} from './ledger';
import { receiptLines } from './receipt-lines';
import { issueReceipts } from './receipts';

// Taking a payment (docs/requirements/fees.md#the-counter): under the ledger lock, the student's
// dues are worked out afresh, the payment allocated to the oldest instalment first, the entry, its
// allocations and the receipt written in one transaction. A retry with the same attempt key answers
// the receipt the first attempt made. Payments enter only here: a payment gateway's webhook would
// call collectPayment with the gateway's reference (docs/decisions/0037-upi-without-a-gateway.md).

export interface Payer {
  memberId: string | null;
  name: string;
}

export interface School {
  name: string;
  phone: string;
  address: string;
}

/** The reference a mode needs: a UTR of 12 digits for UPI, something for every mode but cash. */
export function cleanReference(mode: Collection['mode'], reference: string): string {
  const cleaned = reference.trim();
  if (mode === 'cash') return cleaned;
  if (!cleaned) throw refuse(400, 'reference_required');
  if (mode === 'upi') {
    // A UTR copied from a parent's app may come with spaces between its digit groups.
    const utr = cleaned.replace(/\s+/g, '');
    if (!isUtr(utr)) throw refuse(400, 'utr_invalid');
    return utr;
  }
  return cleaned;
}

const cancelled = alias(feeLedgerEntries, 'cancelled');

/** A UPI reference recorded before on a payment not since cancelled: the receipt that holds it. */
async function utrReceipt(db: TenantDatabase, tenantId: string, utr: string): Promise<string | undefined> {
  const [row] = await db
    .select({ number: feeReceipts.number })
    .from(feeLedgerEntries)
    .innerJoin(feeReceipts, eq(feeReceipts.entryId, feeLedgerEntries.id))
    .leftJoin(cancelled, and(eq(cancelled.reverses, feeLedgerEntries.id), eq(cancelled.kind, 'cancellation')))
    .where(
      and(
        eq(feeLedgerEntries.tenantId, tenantId),
        eq(feeLedgerEntries.kind, 'payment'),
        eq(feeLedgerEntries.mode, 'upi'),
        eq(feeLedgerEntries.reference, utr),
        isNull(cancelled.id),
      ),
    );
  return row?.number;
}

/** The GST rate (basis points) of each head the shares touch. */
async function gstRates(
  db: TenantDatabase,
  tenantId: string,
  shares: readonly Share[],
): Promise<Map<string, number>> {
  const headIds = [...new Set(shares.flatMap((share) => (share.headId ? [share.headId] : [])))];
  if (headIds.length === 0) return new Map();
  const rows = await db
    .select({ id: feeHeads.id, rate: feeHeads.gstRateBp })
    .from(feeHeads)
    .where(and(eq(feeHeads.tenantId, tenantId), inArray(feeHeads.id, headIds)));
  return new Map(rows.map((head) => [head.id, head.rate]));
}

/**
 * The tax a GST-mode coaching centre's receipt carries: the plan's amounts include the tax, so it
 * is worked out of each share at its head's rate. Coaching is delivered at the centre, so the place
 * of supply is the centre's state: CGST and SGST, half each (IGST stays 0 for walk-in students).
 */
function taxOf(
  shares: readonly Share[],
  rates: ReadonlyMap<string, number>,
  gstin: string,
  invoiceNumber: string,
): TaxSplit {
  let taxable = 0;
  let tax = 0;
  for (const share of shares) {
    const rate = share.headId ? (rates.get(share.headId) ?? 0) : 0;
    const base = Math.round((share.amountPaise * 10_000) / (10_000 + rate));
    taxable += base;
    tax += share.amountPaise - base;
  }
  const cgst = Math.floor(tax / 2);
  return {
    invoiceNumber,
    gstin,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: tax - cgst,
    igstPaise: 0,
  };
}

/** A payment worked out against the student's dues as they stand, ready to be written. */
export interface PlannedPayment {
  entry: NewEntry;
  shares: Share[];
  printed: PrintedReceipt;
}

/**
 * Allocates a payment (its reference already cleaned) over a student's dues, oldest instalment
 * first; refuses an amount the dues and the advance limit have no room for.
 */
export function planPayment(
  { student, billing }: StudentBilling,
  context: BillingContext,
  school: School,
  payer: Payer,
  body: Collection,
  now: Date,
): PlannedPayment {
  const { settings, today } = context;
  const room = billing.dueYearPaise + Math.max(0, settings.advanceLimitPaise - billing.creditPaise);
  if (room <= 0) throw refuse(409, 'fee_nothing_due');
  if (body.amountPaise > room) throw refuse(409, 'fee_overpayment', { due: formatRupees(room, 'en') });
  const { shares } = allocatePayment(billing, body.amountPaise);
  const detail: Record<string, string> =
    body.mode === 'cheque' ? { bank: body.chequeBank?.trim() ?? '', chequeDate: body.chequeDate ?? '' } : {};
  return {
    entry: {
      kind: 'payment',
      attemptKey: body.key,
      studentId: student.id,
      amountPaise: body.amountPaise,
      mode: body.mode,
      reference: body.reference,
      detail,
      onDate: body.paidOn ?? today,
      by: payer,
      at: now,
    },
    shares,
    printed: {
      school,
      student: {
        name: student.name,
        admissionNumber: student.admissionNumber,
        sectionName: student.sectionName,
      },
      lines: receiptLines(shares, billing.instalments),
      balancePaise: Math.max(0, billing.dueNowPaise - body.amountPaise),
    },
  };
}

/** The allocations a planned payment makes, for working out the next payment of the same pass. */
export function allocationsOfPlan(planned: PlannedPayment): Allocation[] {
  return planned.shares.map((share) => ({ ...share, onDate: planned.entry.onDate }));
}

/**
 * Writes planned payments under the ledger lock the caller holds: their entries, allocations and
 * receipts, numbered in the order given (and their GST invoices, for a centre in GST mode).
 */
export async function writePayments(
  db: TenantDatabase,
  context: BillingContext,
  planned: readonly PlannedPayment[],
): Promise<{ entryIds: string[]; receiptIds: string[] }> {
  const { tenantId, settings, year } = context;
  if (planned.length === 0) return { entryIds: [], receiptIds: [] };
  const entryIds = await appendEntries(db, tenantId, planned);
  let taxes: (TaxSplit | null)[] = planned.map(() => null);
  if (settings.gstMode && context.coaching) {
    const rates = await gstRates(
      db,
      tenantId,
      planned.flatMap((payment) => payment.shares),
    );
    const first = await nextNumbers(db, tenantId, 'GST', year.name, planned.length);
    taxes = planned.map((payment, index) =>
      taxOf(
        payment.shares,
        rates,
        settings.gstin,
        `GST/${year.name}/${String(first + index).padStart(6, '0')}`,
      ),
    );
  }
  const receiptIds = await issueReceipts(
    db,
    tenantId,
    planned.map((payment, index) => ({
      entryId: entryIds[index] as string,
      series: settings.receiptSeries,
      yearName: year.name,
      printed: payment.printed,
      tax: taxes[index] ?? null,
      at: payment.entry.at,
    })),
  );
  return { entryIds, receiptIds };
}

/** Records a payment and issues its receipt; answers the receipt's id. */
export async function collectPayment(
  db: TenantDatabase,
  context: BillingContext,
  school: School,
  payer: Payer,
  body: Collection,
  now: Date,
): Promise<string> {
  const { tenantId, today } = context;
  const reference = cleanReference(body.mode, body.reference);
  if (body.paidOn !== undefined && (!isRealDate(body.paidOn) || body.paidOn > today))
    throw refuse(400, 'date_invalid', { field: 'The date' });
  await lockLedger(db, tenantId);

  const earlier = await earlierAttempt(db, tenantId, body.key);
  if (earlier && isSameAttempt(earlier, 'payment', body.studentId, body.amountPaise)) {
    const [receipt] = await db
      .select({ id: feeReceipts.id })
      .from(feeReceipts)
      .where(and(eq(feeReceipts.tenantId, tenantId), eq(feeReceipts.entryId, earlier.id)));
    if (receipt) return receipt.id;
  }
  if (body.mode === 'upi') {
    const holder = await utrReceipt(db, tenantId, reference);
    if (holder) throw refuse(409, 'utr_taken', { receipt: holder });
  }

  const [billed] = await billStudents(db, context, [body.studentId]);
  if (!billed) throw refuse(404, 'not_found', 'No such student.');
  const planned = planPayment(billed, context, school, payer, { ...body, reference }, now);
  const { receiptIds } = await writePayments(db, context, [planned]);
  const [receiptId] = receiptIds;
  if (!receiptId) throw new Error('The payment made no receipt');
  return receiptId;
}
