import { randomUUID } from 'node:crypto';
import type { LedgerKind, PaymentMode } from '@common/api/portal/fee-ledger';
import { inChunks } from '@server/db/chunks';
import { feeAllocations, feeLedgerEntries, feeReceiptCounters } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, sql } from 'drizzle-orm';
import type { Share } from './billing';

// Writing the ledger (docs/decisions/0036-fees-append-only-ledger.md). Every movement of money
// takes the school's ledger lock first, so two clerks' payments for one family are worked out one
// after the other (the second sees the first's allocations: no overpayment), and a receipt number
// is taken in the same transaction (a rollback takes no number: no gaps). The lock is the
// transaction's own: it ends with the commit or the rollback.

export async function lockLedger(db: TenantDatabase, tenantId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fees:${tenantId}`}, 0))`);
}

/**
 * The first of `count` receipt numbers of a series and year, counted in this transaction: a
 * statement's payments take theirs in one statement (`last + count`).
 */
export async function nextNumbers(
  db: TenantDatabase,
  tenantId: string,
  series: string,
  yearName: string,
  count: number,
): Promise<number> {
  const [row] = await db
    .insert(feeReceiptCounters)
    .values({ tenantId, series, yearName, last: count })
    .onConflictDoUpdate({
      target: [feeReceiptCounters.tenantId, feeReceiptCounters.series, feeReceiptCounters.yearName],
      set: { last: sql`${feeReceiptCounters.last} + ${count}` },
    })
    .returning({ last: feeReceiptCounters.last });
  if (!row) throw new Error('The receipt counter returned no row');
  return row.last - count + 1;
}

export function receiptNumber(series: string, yearName: string, sequence: number): string {
  return `${series}/${yearName}/${String(sequence).padStart(6, '0')}`;
}

/** What an attempt key already made, if anything: a retry answers it, a different use is refused. */
export async function earlierAttempt(db: TenantDatabase, tenantId: string, key: string) {
  const [row] = await db
    .select({
      id: feeLedgerEntries.id,
      kind: feeLedgerEntries.kind,
      studentId: feeLedgerEntries.studentId,
      amountPaise: feeLedgerEntries.amountPaise,
      reverses: feeLedgerEntries.reverses,
    })
    .from(feeLedgerEntries)
    .where(and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.attemptKey, key)));
  return row;
}

/** The same attempt again: the same kind, student and amount; anything else under the key is refused. */
export function isSameAttempt(
  earlier: { kind: string; studentId: string; amountPaise: number },
  kind: LedgerKind,
  studentId: string,
  amountPaise: number,
): boolean {
  if (earlier.kind === kind && earlier.studentId === studentId && earlier.amountPaise === amountPaise)
    return true;
  throw refuse(409, 'attempt_key_used');
}

export interface NewEntry {
  kind: LedgerKind;
  attemptKey: string;
  studentId: string;
  amountPaise: number;
  mode: PaymentMode | null;
  reference: string;
  detail?: Record<string, string>;
  reason?: string;
  reverses?: string | null;
  onDate: string;
  payBy?: string | null;
  by: { memberId: string | null; name: string };
  at: Date;
}

/** An entry and where its money went; the shares add up to the entry's amount. */
export async function appendEntry(
  db: TenantDatabase,
  tenantId: string,
  entry: NewEntry,
  shares: readonly Share[],
): Promise<string> {
  const [id] = await appendEntries(db, tenantId, [{ entry, shares }]);
  if (!id) throw new Error('The ledger returned no row');
  return id;
}

/** Entries with their allocations, a few inserts whatever their number; answers their ids in order. */
export async function appendEntries(
  db: TenantDatabase,
  tenantId: string,
  entries: readonly { entry: NewEntry; shares: readonly Share[] }[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  // The ids are made here, so each entry's allocations know it without relying on RETURNING's order.
  const ids = entries.map(() => randomUUID());
  for (const { entry, shares } of entries) {
    const total = shares.reduce((sum, share) => sum + share.amountPaise, 0);
    if (total !== entry.amountPaise)
      throw new Error(`Allocations ${total} do not add up to ${entry.amountPaise}`);
  }
  const rows = entries.map(({ entry }, index) => ({
    id: ids[index] as string,
    tenantId,
    kind: entry.kind,
    attemptKey: entry.attemptKey,
    studentId: entry.studentId,
    amountPaise: entry.amountPaise,
    mode: entry.mode,
    reference: entry.reference,
    detail: entry.detail ?? {},
    reason: entry.reason ?? '',
    reverses: entry.reverses ?? null,
    at: entry.at,
    onDate: entry.onDate,
    payBy: entry.payBy ?? null,
    memberId: entry.by.memberId,
    byName: entry.by.name,
  }));
  for (const chunk of inChunks(rows)) await db.insert(feeLedgerEntries).values(chunk);
  const allocations = entries.flatMap(({ entry, shares }, index) =>
    shares.map((share) => ({
      tenantId,
      entryId: ids[index] as string,
      studentId: entry.studentId,
      planId: share.planId,
      instalmentKey: share.instalmentKey,
      headId: share.headId,
      amountPaise: share.amountPaise,
    })),
  );
  for (const chunk of inChunks(allocations)) await db.insert(feeAllocations).values(chunk);
  return ids;
}

/** An entry's allocations, to reverse them exactly (a cancellation). */
export async function allocationsOfEntry(
  db: TenantDatabase,
  tenantId: string,
  entryId: string,
): Promise<Share[]> {
  return db
    .select({
      planId: feeAllocations.planId,
      instalmentKey: feeAllocations.instalmentKey,
      headId: feeAllocations.headId,
      amountPaise: feeAllocations.amountPaise,
    })
    .from(feeAllocations)
    .where(and(eq(feeAllocations.tenantId, tenantId), eq(feeAllocations.entryId, entryId)));
}
