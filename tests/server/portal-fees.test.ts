import { inTenant } from '@server/db/tenant-scope';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  type FeeCalls,
  type FeeSchool,
  feeCalls,
  feePlanForClass,
  feeStudent,
} from './fee-fixtures';
import { buildPortalApp, memberWithRole, type PortalTestApp, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The fee area through its API (docs/requirements/fees.md): a plan billed to a class, the sibling
// concession applying itself, the counter's search and collection (idempotent, numbered without
// gaps, UPI by its UTR), a cancellation, the day book and the defaulters, and the books that the
// portal's role cannot change.

interface Dues {
  dueNowPaise: number;
  dueYearPaise: number;
  upiLink: string | null;
  upiReference: string | null;
  instalments: {
    key: string;
    duePaise: number;
    lines: { headName: string; concessions: { ruleName: string; paise: number }[] }[];
  }[];
}

interface Receipt {
  id: string;
  number: string;
  amountPaise: number;
  words: { en: string; hi: string };
  balancePaise: number;
  cancelled: { reason: string } | null;
  lines: { kind: string; label: string; headName: string; paise: number }[];
}

describe.each(databases())('fees on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let calls: FeeCalls;
  let fees: FeeSchool;
  let elder: string;
  let younger: string;
  let clerk: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Fee Public School', ['5']);
    calls = feeCalls(subject, school);
    fees = await feePlanForClass(calls, subject, school);
    await calls.call('POST', '/fees/concession-rules', {
      name: 'Sibling 10%',
      kind: 'sibling',
      mode: 'percent',
      value: 1000,
      headIds: [fees.tuitionId],
      active: true,
    });
    await calls.call('PUT', '/fees/settings', {
      upiVpa: 'feeschool@sbi',
      upiPayee: 'Fee Public School',
      receiptSeries: 'R',
      fineGraceDays: 0,
      fineKind: 'none',
      finePaise: 0,
      fineCapPaise: 0,
      advanceLimitPaise: 0,
      reminderDaysBefore: 3,
      reminderDaysAfter: 7,
      officePhone: '+91 98765 00000',
      gstMode: false,
      gstin: '',
    });
    elder = await feeStudent(calls, fees.sectionId, 'Aarav Sharma', '98111 22233', '2014-05-01');
    younger = await feeStudent(calls, fees.sectionId, 'Diya Sharma', '+91 98111 22233', '2016-07-09');
    clerk = await memberWithRole(subject, school, 'office_staff');
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('bills the plan, and the sibling concession applies itself to the younger child only', async () => {
    const elderDues = (await calls.call('GET', `/fees/students/${elder}/dues`)) as Dues;
    const youngerDues = (await calls.call('GET', `/fees/students/${younger}/dues`)) as Dues;
    expect(elderDues.dueNowPaise).toBe(3_000_000);
    expect(elderDues.instalments.flatMap((i) => i.lines.flatMap((l) => l.concessions))).toEqual([]);
    expect(youngerDues.dueNowPaise).toBe(3_000_000 - 2 * 120_000);
    const tuition = youngerDues.instalments[0]?.lines.find((line) => line.headName === 'Tuition');
    expect(tuition?.concessions).toEqual([{ ruleName: 'Sibling 10%', kind: 'sibling', paise: 120_000 }]);
    const family = (await calls.call('GET', `/fees/students/${younger}/family`)) as {
      children: unknown[];
      dueNowPaise: number;
    };
    expect(family.children).toHaveLength(2);
    expect(family.dueNowPaise).toBe(3_000_000 + 2_760_000);
  });

  it('carries a UPI link with the amount due and the reference of the oldest instalment', async () => {
    const dues = (await calls.call('GET', `/fees/students/${elder}/dues`)) as Dues;
    const link = new URL(dues.upiLink ?? '');
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('feeschool@sbi');
    expect(link.searchParams.get('am')).toBe('30000.00');
    expect(link.searchParams.get('cu')).toBe('INR');
    expect(link.searchParams.get('tr')).toBe(dues.upiReference);
    expect(dues.upiReference).toMatch(/^[A-Z0-9]{1,35}$/);
  });

  it('finds a student by name, admission number and guardian phone', async () => {
    const byName = (await calls.call('GET', '/fees/search?q=aarav', undefined, clerk)) as {
      students: { id: string }[];
    };
    expect(byName.students.map((s) => s.id)).toEqual([elder]);
    const byPhone = (await calls.call('GET', '/fees/search?q=9811122233', undefined, clerk)) as {
      students: { id: string; dueNowPaise: number }[];
    };
    expect(byPhone.students.map((s) => s.id).sort()).toEqual([elder, younger].sort());
  });

  it('collects once per attempt, numbers receipts without gaps, and refuses what is wrong', async () => {
    const key = attempt();
    const body = { key, studentId: elder, amountPaise: 500_000, mode: 'cash', reference: '' };
    const first = (await calls.call('POST', '/fees/payments', body, clerk)) as Receipt;
    const again = (await calls.call('POST', '/fees/payments', body, clerk)) as Receipt;
    expect(again.id).toBe(first.id);
    expect(first.number).toMatch(/^R\/\d{4}-\d{2}\/000001$/);
    expect(first.words.en).toBe('Rupees Five Thousand Only');
    expect(first.words.hi).toBe('पाँच हज़ार रुपये मात्र');
    expect(first.lines).toEqual([{ kind: 'head', label: 'Term 1', headName: 'Tuition', paise: 500_000 }]);
    expect(first.balancePaise).toBe(2_500_000);
    const reused = await calls.raw('POST', '/fees/payments', { ...body, amountPaise: 100 }, clerk);
    expect([reused.status, reused.body.code]).toEqual([409, 'attempt_key_used']);
    const tooMuch = await calls.raw(
      'POST',
      '/fees/payments',
      { ...body, key: attempt(), amountPaise: 2_500_001 },
      clerk,
    );
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'fee_overpayment']);
    const noReference = await calls.raw(
      'POST',
      '/fees/payments',
      { ...body, key: attempt(), mode: 'card' },
      clerk,
    );
    expect([noReference.status, noReference.body.code]).toEqual([400, 'reference_required']);
    const badUtr = await calls.raw(
      'POST',
      '/fees/payments',
      { ...body, key: attempt(), mode: 'upi', reference: '1234' },
      clerk,
    );
    expect([badUtr.status, badUtr.body.code]).toEqual([400, 'utr_invalid']);
  });

  it('records a UPI payment by its UTR once', async () => {
    const body = {
      key: attempt(),
      studentId: younger,
      amountPaise: 1_000_000,
      mode: 'upi',
      reference: '412345678901',
    };
    const receipt = (await calls.call('POST', '/fees/payments', body, clerk)) as Receipt;
    expect(receipt.number).toMatch(/000002$/);
    const twice = await calls.raw(
      'POST',
      '/fees/payments',
      { ...body, key: attempt(), studentId: elder },
      clerk,
    );
    expect([twice.status, twice.body.code, twice.body.params]).toEqual([
      409,
      'utr_taken',
      { receipt: receipt.number },
    ]);
  });

  it('cancels a receipt with a reason, keeps it, and restores the dues', async () => {
    const before = (await calls.call('GET', `/fees/students/${elder}/dues`)) as Dues;
    const paid = (await calls.call('POST', '/fees/payments', {
      key: attempt(),
      studentId: elder,
      amountPaise: 200_000,
      mode: 'cash',
      reference: '',
    })) as Receipt;
    const refused = await calls.raw(
      'POST',
      `/fees/receipts/${paid.id}/cancel`,
      { key: attempt(), reason: 'Wrong child' },
      clerk,
    );
    expect(refused.status).toBe(403);
    const cancelled = (await calls.call('POST', `/fees/receipts/${paid.id}/cancel`, {
      key: attempt(),
      reason: 'Wrong child',
    })) as Receipt;
    expect(cancelled.cancelled?.reason).toBe('Wrong child');
    expect(cancelled.number).toBe(paid.number);
    const twice = await calls.raw('POST', `/fees/receipts/${paid.id}/cancel`, {
      key: attempt(),
      reason: 'Again',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'receipt_cancelled']);
    const after = (await calls.call('GET', `/fees/students/${elder}/dues`)) as Dues;
    expect(after.dueNowPaise).toBe(before.dueNowPaise);
    const audit = (await calls.call('GET', '/audit')) as { entries: { action: string; detail: string }[] };
    expect(
      audit.entries.some(
        (entry) => entry.action === 'fee_receipt_cancelled' && entry.detail.includes('Wrong child'),
      ),
    ).toBe(true);
  });

  it('agrees in the day book and the defaulters with the ledger', async () => {
    const book = (await calls.call('GET', '/fees/reports/day-book')) as {
      totalPaise: number;
      byMode: { key: string; paise: number }[];
      cashToHandOver: { key: string; paise: number }[];
    };
    // 5,000 cash + 10,000 UPI + 2,000 cash cancelled.
    expect(book.totalPaise).toBe(1_500_000);
    expect(book.byMode).toEqual([
      { key: 'cash', paise: 500_000, count: 3 },
      { key: 'upi', paise: 1_000_000, count: 1 },
    ]);
    const defaulters = (await calls.call('GET', '/fees/reports/defaulters')) as {
      students: { studentId: string; dueNowPaise: number }[];
    };
    const owed = Object.fromEntries(defaulters.students.map((row) => [row.studentId, row.dueNowPaise]));
    expect(owed[elder]).toBe(2_500_000);
    expect(owed[younger]).toBe(2_760_000 - 1_000_000);
    const csv = await subject.app.inject({
      method: 'GET',
      url: '/prod/v1/portal/fees/reports/day-book.csv',
      headers: { host: school.host, authorization: `Bearer ${school.ownerToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('412345678901');
  });

  it('keeps the books append-only for the portal role, and a published version frozen', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      inTenant(database.handle, school.tenantId, (db) => db.execute(statement)).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update fee_ledger_entries set amount_paise = 1`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from fee_allocations`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from fee_receipts`)).toMatch(/permission denied/);
    expect(
      await refusal(sql`update fee_plan_versions set instalments = '[]'::jsonb where state = 'published'`),
    ).toMatch(/published fee plan version cannot be changed/);
  });
});
