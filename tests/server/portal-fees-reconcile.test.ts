import { feeAllocations, feeLedgerEntries, feeReceipts } from '@server/db/fee-tables';
import { inTenant } from '@server/db/tenant-scope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type FeeCalls, feeCalls, feePlanForClass, feeStudent } from './fee-fixtures';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The books reconcile (docs/requirements/fees.md#the-ledger): after a randomised sequence of
// collections (some retried with their key, some refused as too much), cancellations, refunds and
// waivers, the ledger, its allocations, the receipts, the derived dues, the day book and the
// defaulters agree to the paisa, with what the test itself counted as paid. The seed is printed
// with a failure, so a failing sequence can be run again.

/** Long enough to cancel, refund and waive after payments; a busy 2-core CI host runs it in about a minute. */
const OPERATIONS = 80;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Dues {
  billedPaise: number;
  dueNowPaise: number;
  dueYearPaise: number;
  creditPaise: number;
  instalments: {
    key: string;
    duePaise: number;
    lines: { headId: string | null; billedPaise: number; settledPaise: number }[];
  }[];
}

describe.each(databases())('the fee books reconcile on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let calls: FeeCalls;
  const studentIds: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Ledger Public School', ['5']);
    calls = feeCalls(subject, school);
    const fees = await feePlanForClass(calls, subject, school);
    // A fine the waivers can take off: 10 rupees a day from the due date, at most 500.
    await calls.call('PUT', '/fees/settings', {
      upiVpa: '',
      upiPayee: '',
      receiptSeries: 'R',
      fineGraceDays: 0,
      fineKind: 'per_day',
      finePaise: 1_000,
      fineCapPaise: 50_000,
      advanceLimitPaise: 0,
      reminderDaysBefore: 3,
      reminderDaysAfter: 7,
      officePhone: '',
      gstMode: false,
      gstin: '',
    });
    await calls.call('POST', '/fees/concession-rules', {
      name: 'Sibling',
      kind: 'sibling',
      mode: 'fixed',
      value: 50_000,
      headIds: [],
      active: true,
    });
    for (const [index, phone] of ['98000 00001', '98000 00001', '98000 00002', '98000 00003'].entries())
      studentIds.push(await feeStudent(calls, fees.sectionId, `Child ${index}`, phone, `201${index}-01-01`));
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('agrees after a random sequence of collections, cancellations, refunds and waivers', async () => {
    const seed = Number(process.env.FEE_RECONCILE_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const paid = new Map<string, number>(studentIds.map((id) => [id, 0]));
    const receipts: { id: string; studentId: string; amount: number; cancelled: boolean }[] = [];
    const log: string[] = [];
    const dues = async (id: string) => (await calls.call('GET', `/fees/students/${id}/dues`)) as Dues;

    for (let step = 0; step < OPERATIONS; step++) {
      const studentId = pick(studentIds);
      const roll = next();
      if (roll < 0.55) {
        const owed = (await dues(studentId)).dueYearPaise;
        // Now and then more than is owed: refused, and nothing is written.
        const amount = Math.max(1, Math.floor(next() * (owed + 20_000)));
        const body = {
          key: attempt(),
          studentId,
          amountPaise: amount,
          mode: pick(['cash', 'upi', 'cheque']),
          reference: '',
        };
        if (body.mode === 'upi')
          body.reference = String(100_000_000_000 + step * 7919 + Math.floor(next() * 7000));
        if (body.mode === 'cheque') body.reference = `CHQ${step}`;
        const answer = await calls.raw('POST', '/fees/payments', body);
        if (answer.status === 201) {
          paid.set(studentId, (paid.get(studentId) ?? 0) + amount);
          receipts.push({ id: String(answer.body.id), studentId, amount, cancelled: false });
          // A retry of the same attempt answers the same receipt.
          if (next() < 0.2)
            expect((await calls.call('POST', '/fees/payments', body)) as { id: string }).toMatchObject({
              id: answer.body.id,
            });
        } else
          expect([answer.status, answer.body.code], `seed ${seed} step ${step}`).toEqual([
            409,
            amount > owed && owed > 0 ? 'fee_overpayment' : 'fee_nothing_due',
          ]);
        log.push(`${step} pay ${amount} -> ${answer.status}`);
      } else if (roll < 0.7) {
        const open = receipts.filter((receipt) => !receipt.cancelled);
        if (open.length === 0) continue;
        const receipt = pick(open);
        const answer = await calls.raw('POST', `/fees/receipts/${receipt.id}/cancel`, {
          key: attempt(),
          reason: `Step ${step}`,
        });
        const left = (paid.get(receipt.studentId) ?? 0) - receipt.amount;
        if (left < 0) {
          // Its money went back in a refund already.
          expect([answer.status, answer.body.code], `seed ${seed} step ${step}`).toEqual([
            409,
            'receipt_refunded',
          ]);
          continue;
        }
        expect(answer.status, `seed ${seed} step ${step}: ${JSON.stringify(answer.body)}`).toBe(200);
        receipt.cancelled = true;
        paid.set(receipt.studentId, left);
        log.push(`${step} cancel ${receipt.amount}`);
      } else if (roll < 0.85) {
        const most = paid.get(studentId) ?? 0;
        const amount = Math.floor(next() * (most + 10_000)) + 1;
        const answer = await calls.raw('POST', '/fees/refunds', {
          key: attempt(),
          studentId,
          amountPaise: amount,
          mode: 'cash',
          reference: '',
          reason: `Step ${step}`,
        });
        if (answer.status === 201) paid.set(studentId, most - amount);
        else
          expect([answer.status, answer.body.code], `seed ${seed} step ${step}`).toEqual([
            409,
            'refund_exceeds_paid',
          ]);
        log.push(`${step} refund ${amount} -> ${answer.status}`);
      } else {
        const current = await dues(studentId);
        const fined = current.instalments.find((instalment) =>
          instalment.lines.some((line) => line.headId === null && line.billedPaise - line.settledPaise > 0),
        );
        if (!fined) continue;
        const plan = (await calls.call('GET', '/fees/plans')) as { plans: { id: string }[] };
        const fine = fined.lines.find((line) => line.headId === null);
        const due = (fine?.billedPaise ?? 0) - (fine?.settledPaise ?? 0);
        const amount = Math.max(1, Math.floor(next() * due));
        const instalmentKey = fined.key;
        await calls.call('POST', '/fees/waivers', {
          key: attempt(),
          studentId,
          planId: plan.plans[0]?.id,
          instalmentKey,
          amountPaise: amount,
          reason: `Step ${step}`,
        });
        log.push(`${step} waive ${amount}`);
      }
    }

    const context = `seed ${seed}: ${log.slice(-8).join('; ')}`;
    const books = await inTenant(database.handle, school.tenantId, async (db) => ({
      entries: await db.select().from(feeLedgerEntries).where(eq(feeLedgerEntries.tenantId, school.tenantId)),
      allocations: await db.select().from(feeAllocations).where(eq(feeAllocations.tenantId, school.tenantId)),
      receipts: await db.select().from(feeReceipts).where(eq(feeReceipts.tenantId, school.tenantId)),
    }));
    // Every entry's allocations add up to it.
    for (const entry of books.entries) {
      const allocated = books.allocations
        .filter((a) => a.entryId === entry.id)
        .reduce((sum, a) => sum + a.amountPaise, 0);
      expect(allocated, `${context}: entry ${entry.kind} ${entry.amountPaise}`).toBe(entry.amountPaise);
    }
    // One receipt per payment, numbered 1..n without a gap; each cancellation reverses one payment exactly.
    const payments = books.entries.filter((entry) => entry.kind === 'payment');
    expect(books.receipts.map((receipt) => receipt.sequence).sort((a, b) => a - b)).toEqual(
      payments.map((_, index) => index + 1),
    );
    for (const cancellation of books.entries.filter((entry) => entry.kind === 'cancellation')) {
      const payment = payments.find((entry) => entry.id === cancellation.reverses);
      expect(cancellation.amountPaise, context).toBe(-(payment?.amountPaise ?? 0));
    }
    expect(receipts.filter((r) => r.cancelled).length).toBe(
      books.entries.filter((e) => e.kind === 'cancellation').length,
    );

    // The derived dues agree with what the test counted: billed (fines included) less what was paid and waived.
    const defaulters = (await calls.call('GET', '/fees/reports/defaulters')) as {
      students: { studentId: string; dueNowPaise: number }[];
    };
    for (const studentId of studentIds) {
      const current = await dues(studentId);
      const waived = books.entries
        .filter((e) => e.studentId === studentId && e.kind === 'waiver')
        .reduce((sum, e) => sum + e.amountPaise, 0);
      const net = (paid.get(studentId) ?? 0) + waived;
      expect(current.billedPaise - net, `${context}: ${studentId}`).toBe(
        current.dueYearPaise - current.creditPaise,
      );
      const settled =
        current.instalments.flatMap((i) => i.lines).reduce((sum, l) => sum + l.settledPaise, 0) +
        current.creditPaise;
      expect(settled, context).toBe(net);
      const listed = defaulters.students.find((row) => row.studentId === studentId)?.dueNowPaise ?? 0;
      expect(listed, context).toBe(current.dueNowPaise);
    }
    // The day book holds every movement of money today (waivers move none).
    const book = (await calls.call('GET', '/fees/reports/day-book')) as { totalPaise: number };
    const moved = books.entries.filter((e) => e.kind !== 'waiver').reduce((sum, e) => sum + e.amountPaise, 0);
    expect(book.totalPaise, context).toBe(moved);
    expect(moved, context).toBe([...paid.values()].reduce((sum, value) => sum + value, 0));
  }, 180_000);
});
