import { tenants } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type FeeCalls, feeCalls, feeStudent } from './fee-fixtures';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { firstSectionId } from './portal-records';
import { databases, type TestDatabase } from './test-database';

// A coaching centre's fees (docs/requirements/fees.md#coaching-centres): no rise mid-course, the
// unused fee refunded pro-rata within 10 days of leaving, and tax invoices in GST mode. Schools
// stay out of GST.

const SETTINGS = {
  upiVpa: '',
  upiPayee: '',
  receiptSeries: 'C',
  fineGraceDays: 0,
  fineKind: 'none',
  finePaise: 0,
  fineCapPaise: 0,
  advanceLimitPaise: 0,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '',
  gstMode: true,
  gstin: '09ABCDE1234F1Z5',
};

describe.each(databases())('coaching fees on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let centre: School;
  let school: School;
  let calls: FeeCalls;
  let planId: string;
  let headId: string;
  let sectionId: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    centre = await subject.school('Apex Coaching Centre', ['11']);
    school = await subject.school('Plain School', ['5']);
    await database.handle.db.update(tenants).set({ kind: 'coaching' }).where(eq(tenants.id, centre.tenantId));
    calls = feeCalls(subject, centre);
    await calls.call('PUT', '/fees/settings', SETTINGS);
    headId = (
      (await calls.call('POST', '/fees/heads', {
        name: 'Course fee',
        kind: 'one_time',
        gstRateBp: 1800,
      })) as { id: string }
    ).id;
    sectionId = await firstSectionId(subject.app, centre);
    const plan = (await calls.call('POST', '/fees/plans', {
      name: 'JEE batch',
      classId: null,
      sectionId,
      category: null,
    })) as { id: string };
    planId = plan.id;
    await calls.call('PUT', `/fees/plans/${planId}/draft`, {
      effectiveFrom: '2026-04-01',
      instalments: [
        { key: 'i1', label: 'Whole course', dueOn: '2026-04-01', amounts: [{ headId, paise: 11_800_000 }] },
      ],
    });
    await calls.call('POST', `/fees/plans/${planId}/publish`);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('keeps schools out of GST', async () => {
    const refused = await feeCalls(subject, school).raw('PUT', '/fees/settings', SETTINGS);
    expect([refused.status, refused.body.code]).toEqual([409, 'gst_schools_exempt']);
  });

  it('issues a tax invoice with the tax worked out of the fee', async () => {
    const student = await feeStudent(calls, sectionId, 'Kabir Jain', '96000 11111');
    const receipt = (await calls.call('POST', '/fees/payments', {
      key: attempt(),
      studentId: student,
      amountPaise: 1_180_000,
      mode: 'cash',
      reference: '',
    })) as {
      number: string;
      tax: {
        invoiceNumber: string;
        taxablePaise: number;
        cgstPaise: number;
        sgstPaise: number;
        igstPaise: number;
      };
    };
    expect(receipt.number).toMatch(/^C\//);
    expect(receipt.tax).toMatchObject({
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
    });
    expect(receipt.tax.invoiceNumber).toMatch(/^GST\/\d{4}-\d{2}\/000001$/);
  });

  it('refuses to raise the fee of a course that has started', async () => {
    await calls.call('PUT', `/fees/plans/${planId}/draft`, {
      effectiveFrom: '2026-04-01',
      instalments: [
        { key: 'i1', label: 'Whole course', dueOn: '2026-04-01', amounts: [{ headId, paise: 12_000_000 }] },
      ],
    });
    const raised = await calls.raw('POST', `/fees/plans/${planId}/publish`);
    expect([raised.status, raised.body.code]).toEqual([409, 'fee_rise_mid_course']);
    await calls.call('DELETE', `/fees/plans/${planId}/draft`);
  });

  it('refunds the unused fee pro-rata when a student leaves, to be paid within 10 days', async () => {
    const student = await feeStudent(calls, sectionId, 'Meera Nair', '96000 22222');
    await calls.call('POST', '/fees/payments', {
      key: attempt(),
      studentId: student,
      amountPaise: 11_800_000,
      mode: 'bank',
      reference: 'NEFT1',
    });
    const wrongDay = await calls.raw('POST', `/fees/students/${student}/leaving-refund`, {
      key: attempt(),
      leftOn: '2026-07-09',
      mode: 'bank',
      reference: 'NEFT2',
    });
    expect(wrongDay.status).toBe(400);
    await calls.call('POST', `/students/${student}/leave`, { leftOn: '2026-07-09' });
    const year = (await calls.call('GET', '/fees/plans')) as { yearName: string };
    const [start] = year.yearName.split('-');
    // The year runs 1 April to 31 March: 365 days; attended 1 April to 9 July, 100 days.
    const days = Number(start) % 4 === 3 ? 366 : 365;
    const refund = (await calls.call('POST', `/fees/students/${student}/leaving-refund`, {
      key: attempt(),
      leftOn: '2026-07-09',
      mode: 'bank',
      reference: 'NEFT2',
    })) as {
      amountPaise: number;
      payBy: string;
      kind: string;
    };
    expect(refund.kind).toBe('refund');
    expect(refund.amountPaise).toBe(-(11_800_000 - Math.floor((11_800_000 * 100) / days)));
    expect(refund.payBy).toBe('2026-07-19');
    const dues = (await calls.call('GET', `/fees/students/${student}/dues`)) as { dueYearPaise: number };
    expect(dues.dueYearPaise).toBe(0);
  });
});
