import { randomUUID } from 'node:crypto';
import type { Receipt, TaxSplit } from '@common/api/portal/fee-ledger';
import { amountInWords } from '@common/fees/amount-in-words';
import { inChunks } from '@server/db/chunks';
import { feeLedgerEntries, feeReceipts, type PrintedReceipt } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../portal-rules';
import { nextNumbers, receiptNumber } from './ledger';

// Receipts (docs/requirements/fees.md#the-counter): issued in the payment's transaction with the
// next number of the school's series for the academic year, and what they print kept with them.
// A cancelled receipt stays; its cancellation is the ledger entry that reverses its payment.

export interface IssuedReceipt {
  entryId: string;
  series: string;
  yearName: string;
  printed: PrintedReceipt;
  tax: TaxSplit | null;
  at: Date;
}

/**
 * Receipts of one series and year, numbered in the order given with one step of the counter (a
 * statement's payments); answers their ids in that order.
 */
export async function issueReceipts(
  db: TenantDatabase,
  tenantId: string,
  receipts: readonly IssuedReceipt[],
): Promise<string[]> {
  const [first] = receipts;
  if (!first) return [];
  if (receipts.some((receipt) => receipt.series !== first.series || receipt.yearName !== first.yearName))
    throw new Error('Receipts issued together share their series and year');
  const start = await nextNumbers(db, tenantId, first.series, first.yearName, receipts.length);
  const rows = receipts.map((receipt, index) => ({
    id: randomUUID(),
    tenantId,
    entryId: receipt.entryId,
    series: receipt.series,
    yearName: receipt.yearName,
    sequence: start + index,
    number: receiptNumber(receipt.series, receipt.yearName, start + index),
    printed: receipt.printed,
    tax: receipt.tax,
    issuedAt: receipt.at,
  }));
  for (const chunk of inChunks(rows)) await db.insert(feeReceipts).values(chunk);
  return rows.map((row) => row.id);
}

const cancellations = alias(feeLedgerEntries, 'cancellations');

/** One receipt, as the receipt page and a reprint show it. */
export async function readReceipt(
  db: TenantDatabase,
  tenantId: string,
  where: { id: string } | { entryId: string },
): Promise<Receipt> {
  const [row] = await db
    .select({
      id: feeReceipts.id,
      number: feeReceipts.number,
      issuedAt: feeReceipts.issuedAt,
      printed: feeReceipts.printed,
      tax: feeReceipts.tax,
      studentId: feeLedgerEntries.studentId,
      amountPaise: feeLedgerEntries.amountPaise,
      mode: feeLedgerEntries.mode,
      reference: feeLedgerEntries.reference,
      onDate: feeLedgerEntries.onDate,
      byName: feeLedgerEntries.byName,
      cancelledAt: cancellations.at,
      cancelledBy: cancellations.byName,
      cancelReason: cancellations.reason,
    })
    .from(feeReceipts)
    .innerJoin(feeLedgerEntries, eq(feeLedgerEntries.id, feeReceipts.entryId))
    .leftJoin(
      cancellations,
      and(eq(cancellations.reverses, feeReceipts.entryId), eq(cancellations.kind, 'cancellation')),
    )
    .where(
      and(
        eq(feeReceipts.tenantId, tenantId),
        'id' in where ? eq(feeReceipts.id, where.id) : eq(feeReceipts.entryId, where.entryId),
      ),
    );
  if (!row) throw notFound('receipt');
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    paidOn: row.onDate,
    school: row.printed.school,
    student: { id: row.studentId, ...row.printed.student },
    amountPaise: row.amountPaise,
    words: { en: amountInWords(row.amountPaise, 'en'), hi: amountInWords(row.amountPaise, 'hi') },
    mode: row.mode ?? 'cash',
    reference: row.reference,
    lines: row.printed.lines,
    collectedBy: row.byName,
    balancePaise: row.printed.balancePaise,
    cancelled:
      row.cancelledAt && row.cancelledBy !== null
        ? { at: row.cancelledAt.toISOString(), by: row.cancelledBy, reason: row.cancelReason ?? '' }
        : null,
    tax: row.tax ?? null,
  };
}
