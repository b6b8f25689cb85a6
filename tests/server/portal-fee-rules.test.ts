import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  type FeeCalls,
  type FeeSchool,
  feeCalls,
  feePlanForClass,
  feeStudent,
} from './fee-fixtures';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The fee rules beyond the everyday collection (docs/requirements/fees.md): versions and their
// refusals, concessions that need a reason or an employee, RTE at 100 %, fines and waivers, twenty
// clerks at once, and a bank statement matched by reference and UTR.

interface Dues {
  dueNowPaise: number;
  dueYearPaise: number;
  upiReference: string | null;
  instalments: {
    key: string;
    planId: string;
    lines: { headId: string | null; billedPaise: number; duePaise: number }[];
  }[];
}

const SETTINGS = {
  upiVpa: 'school@sbi',
  upiPayee: 'Rules School',
  receiptSeries: 'R',
  fineGraceDays: 10,
  fineKind: 'flat',
  finePaise: 25_000,
  fineCapPaise: 0,
  advanceLimitPaise: 0,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '',
  gstMode: false,
  gstin: '',
};

describe.each(databases())('fee rules on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let calls: FeeCalls;
  let fees: FeeSchool;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Rules Public School', ['5']);
    calls = feeCalls(subject, school);
    fees = await feePlanForClass(calls, subject, school);
    await calls.call('PUT', '/fees/settings', SETTINGS);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const dues = async (id: string) => (await calls.call('GET', `/fees/students/${id}/dues`)) as Dues;

  it('refuses a second plan for the same students, and bills a revision from its date only', async () => {
    const classes = (await calls.call('GET', '/classes')) as {
      classes: { id: string; sections: { id: string }[] }[];
    };
    const classId = classes.classes.find((klass) => klass.sections.some((s) => s.id === fees.sectionId))?.id;
    const twin = (await calls.call('POST', '/fees/plans', {
      name: 'Twin',
      classId,
      sectionId: null,
      category: null,
    })) as { id: string };
    await calls.call('PUT', `/fees/plans/${twin.id}/draft`, {
      effectiveFrom: '2026-04-01',
      instalments: [
        { key: 'i1', label: 'All', dueOn: '2026-05-01', amounts: [{ headId: fees.tuitionId, paise: 100 }] },
      ],
    });
    const overlap = await calls.raw('POST', `/fees/plans/${twin.id}/publish`);
    expect([overlap.status, overlap.body.code, overlap.body.params]).toEqual([
      409,
      'fee_plan_overlaps',
      { other: 'Class fees' },
    ]);
    await calls.call('DELETE', `/fees/plans/${twin.id}/draft`);

    const student = await feeStudent(calls, fees.sectionId, 'Revision Child', '97000 11111');
    await calls.call('POST', '/fees/payments', {
      key: attempt(),
      studentId: student,
      amountPaise: 100_000,
      mode: 'cash',
      reference: '',
    });
    // Term 2's tuition rises from 1 October: Term 1, billed before, stays as billed.
    await calls.call('PUT', `/fees/plans/${fees.planId}/draft`, {
      effectiveFrom: '2026-10-01',
      instalments: [
        {
          key: 'i2',
          label: 'Term 2',
          dueOn: '2026-10-10',
          amounts: [
            { headId: fees.tuitionId, paise: 1_300_000 },
            { headId: fees.transportId, paise: 300_000 },
          ],
        },
      ],
    });
    const plan = (await calls.call('POST', `/fees/plans/${fees.planId}/publish`)) as {
      versions: { version: number; state: string }[];
      publishedVersion: number;
    };
    expect(plan.publishedVersion).toBe(2);
    const billed = await dues(student);
    const byKey = Object.fromEntries(
      billed.instalments.map((i) => [i.key, i.lines.reduce((s, l) => s + l.billedPaise, 0)]),
    );
    expect(byKey.i1).toBe(1_500_000 + 25_000); // Term 1 as billed, with its flat late fine
    expect(byKey.i2).toBe(1_600_000 + 25_000);
  });

  it('grants concessions by their rules: RTE frees every head, a scholarship needs its approver', async () => {
    const rte = (await calls.call('POST', '/fees/concession-rules', {
      name: 'RTE 12(1)(c)',
      kind: 'rte',
      mode: 'fixed',
      value: 1,
      headIds: [fees.tuitionId],
      active: true,
    })) as { id: string; mode: string; value: number };
    expect([rte.mode, rte.value]).toEqual(['percent', 10_000]);
    const child = await feeStudent(calls, fees.sectionId, 'RTE Child', '97000 22222');
    await calls.call('POST', '/fees/concessions', {
      studentId: child,
      ruleId: rte.id,
      validFrom: '2026-04-01',
      validTo: null,
      reason: '',
      approvedBy: '',
      employeeId: null,
    });
    expect((await dues(child)).dueYearPaise).toBe(0);
    const claims = (await calls.call('GET', '/fees/reports/rte')) as {
      rows: { studentName: string; claimPaise: number }[];
    };
    expect(claims.rows.find((row) => row.studentName === 'RTE Child')?.claimPaise).toBe(3_100_000);

    const scholarship = (await calls.call('POST', '/fees/concession-rules', {
      name: 'Merit 25%',
      kind: 'scholarship',
      mode: 'percent',
      value: 2500,
      headIds: [fees.tuitionId],
      active: true,
    })) as { id: string };
    const other = await feeStudent(calls, fees.sectionId, 'Merit Child', '97000 33333');
    const unapproved = await calls.raw('POST', '/fees/concessions', {
      studentId: other,
      ruleId: scholarship.id,
      validFrom: '2026-04-01',
      validTo: null,
      reason: 'Topper',
      approvedBy: ' ',
      employeeId: null,
    });
    expect([unapproved.status, unapproved.body.code]).toEqual([400, 'concession_needs_approval']);
    const staff = (await calls.call('POST', '/fees/concession-rules', {
      name: 'Staff ward',
      kind: 'staff_ward',
      mode: 'fixed',
      value: 100_000,
      headIds: [],
      active: true,
    })) as { id: string };
    const noEmployee = await calls.raw('POST', '/fees/concessions', {
      studentId: other,
      ruleId: staff.id,
      validFrom: '2026-04-01',
      validTo: null,
      reason: '',
      approvedBy: '',
      employeeId: null,
    });
    expect([noEmployee.status, noEmployee.body.code]).toEqual([400, 'concession_needs_employee']);
    const granted = (await calls.call('POST', '/fees/concessions', {
      studentId: other,
      ruleId: scholarship.id,
      validFrom: '2026-04-01',
      validTo: '2026-09-30',
      reason: 'Topper',
      approvedBy: 'Principal',
      employeeId: null,
    })) as { id: string };
    const merit = await dues(other);
    // Term 1 only (the grant ends before Term 2): 25 % of 12,000.
    expect(merit.instalments.map((i) => i.lines.reduce((s, l) => s + l.billedPaise - l.duePaise, 0))).toEqual(
      [300_000, 0],
    );
    await calls.call('POST', `/fees/concessions/${granted.id}/end`, { reason: 'Left the merit list' });
    expect(
      (await dues(other)).instalments[0]?.lines.reduce((s, l) => s + l.billedPaise - l.duePaise, 0),
    ).toBe(0);
    const register = (await calls.call('GET', '/fees/reports/concessions')) as {
      rows: { ruleName: string }[];
    };
    expect(register.rows.map((row) => row.ruleName)).toContain('RTE 12(1)(c)');
  });

  it('waives a late fine with a reason, never more than the fine', async () => {
    const child = await feeStudent(calls, fees.sectionId, 'Late Child', '97000 44444');
    const before = await dues(child);
    const term1 = before.instalments.find((i) => i.key === 'i1');
    expect(term1?.lines.find((line) => line.headId === null)?.duePaise).toBe(25_000);
    const tooMuch = await calls.raw('POST', '/fees/waivers', {
      key: attempt(),
      studentId: child,
      planId: term1?.planId,
      instalmentKey: 'i1',
      amountPaise: 25_001,
      reason: 'Ill',
    });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'waiver_exceeds_fine']);
    await calls.call('POST', '/fees/waivers', {
      key: attempt(),
      studentId: child,
      planId: term1?.planId,
      instalmentKey: 'i1',
      amountPaise: 25_000,
      reason: 'Ill',
    });
    expect((await dues(child)).dueNowPaise).toBe(before.dueNowPaise - 25_000);
  });

  it('takes twenty collections at once for one family without a duplicate number, a gap or an overpayment', async () => {
    const children = [
      await feeStudent(calls, fees.sectionId, 'Rush One', '97000 55555'),
      await feeStudent(calls, fees.sectionId, 'Rush Two', '97000 55555'),
    ];
    const owed = (await Promise.all(children.map(dues))).map((d) => d.dueYearPaise);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        calls.raw('POST', '/fees/payments', {
          key: attempt(),
          studentId: children[index % 2],
          amountPaise: 400_000,
          mode: 'cash',
          reference: '',
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.status === 201);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.code)).toEqual(
      Array(20 - taken.length).fill('fee_overpayment'),
    );
    const numbers = taken.map((answer) => Number(String(answer.body.number).split('/')[2]));
    expect(new Set(numbers).size).toBe(numbers.length);
    const after = await Promise.all(children.map(dues));
    after.forEach((d, index) => {
      expect(d.dueYearPaise).toBeGreaterThanOrEqual(0);
      expect(d.dueYearPaise).toBe(
        (owed[index] ?? 0) -
          400_000 *
            taken.filter((a) => a.body.student && (a.body.student as { id: string }).id === children[index])
              .length,
      );
    });
    const book = (await calls.call('GET', '/fees/reports/day-book')) as {
      entries: { receiptNumber: string | null; kind: string }[];
    };
    const sequence = book.entries
      .filter((e) => e.kind === 'payment')
      .map((e) => Number(e.receiptNumber?.split('/')[2]))
      .sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
  });

  it('bills a student by their fee category, and keeps each change of category in the audit log', async () => {
    const hostel = (await calls.call('POST', '/fees/plans', {
      name: 'Hostel fees',
      classId: null,
      sectionId: fees.sectionId,
      category: 'Hostel',
    })) as { id: string };
    await calls.call('PUT', `/fees/plans/${hostel.id}/draft`, {
      effectiveFrom: '2026-04-01',
      instalments: [
        {
          key: 'i1',
          label: 'Year',
          dueOn: '2026-05-01',
          amounts: [{ headId: fees.tuitionId, paise: 9_000_000 }],
        },
      ],
    });
    await calls.call('POST', `/fees/plans/${hostel.id}/publish`);
    const child = await feeStudent(calls, fees.sectionId, 'Hostel Child', '97000 99999');
    const plansBilled = async () => [...new Set((await dues(child)).instalments.map((i) => i.planId))];
    const dayScholar = await plansBilled();
    expect(dayScholar).not.toContain(hostel.id);
    const before = (await calls.call('GET', `/fees/students/${child}/concessions`)) as {
      categories: string[];
      knownCategories: string[];
    };
    expect(before.categories).toEqual([]);
    expect(before.knownCategories).toContain('Hostel');

    const set = (categories: string[]) =>
      calls.call('PUT', `/fees/students/${child}/categories`, { categories });
    expect(await set([' Hostel ', 'Hostel'])).toEqual({ categories: ['Hostel'] });
    expect(await plansBilled()).toEqual([hostel.id]);
    await set(['Hostel']);
    await set([]);
    expect(await plansBilled()).toEqual(dayScholar);
    const tooMany = await calls.raw('PUT', `/fees/students/${child}/categories`, {
      categories: ['A', 'B', 'C', 'D', 'E', 'F'],
    });
    expect(tooMany.status).toBe(400);

    const audit = (await calls.call('GET', '/audit?action=fee_categories_changed')) as {
      entries: { admissionNumber: string | null; detail: string }[];
    };
    const mine = audit.entries.filter((entry) => entry.detail.includes('Hostel'));
    // Two changes (the same set again records nothing), newest first.
    expect(mine.map((entry) => entry.detail)).toEqual(['Hostel -> -', '- -> Hostel']);
  });

  it('matches a statement by the dues reference and the UTR, and queues the rest', async () => {
    const child = await feeStudent(calls, fees.sectionId, 'Statement Child', '97000 66666');
    const reference = (await dues(child)).upiReference;
    const recorded = await feeStudent(calls, fees.sectionId, 'Recorded Child', '97000 77777');
    await calls.call('POST', '/fees/payments', {
      key: attempt(),
      studentId: recorded,
      amountPaise: 50_000,
      mode: 'upi',
      reference: '998877665544',
    });
    const csv = [
      'Statement of account,,,',
      'Txn Date,Narration,Ref No,Debit,Credit',
      `01/11/2026,UPI/CR/112233445566/${reference?.toLowerCase()}/PARENT,112233445566,,"1,000.00"`,
      '02/11/2026,UPI/CR/998877665544/SOMEONE,998877665544,,500.00',
      '03/11/2026,NEFT/UNKNOWN PAYER,N123,,750.00',
      '04/11/2026,ATM WITHDRAWAL,,2000.00,',
    ].join('\r\n');
    const response = await subject.app.inject({
      method: 'POST',
      url: '/prod/v1/portal/fees/statements',
      headers: {
        host: school.host,
        authorization: `Bearer ${school.ownerToken}`,
        'content-type': 'text/csv',
        'x-file-name': 'nov.csv',
      },
      payload: csv,
    });
    expect(response.statusCode, response.body).toBe(201);
    const statement = response.json() as {
      matched: number;
      unmatched: number;
      entries: { id: string; state: string; amountPaise: number; studentName: string | null }[];
    };
    expect(statement.entries.map((e) => [e.state, e.amountPaise])).toEqual([
      ['unmatched', 75_000],
      ['matched', 100_000],
      ['confirmed', 50_000],
    ]);
    expect(statement.entries[1]?.studentName).toBe('Statement Child');
    expect((await dues(child)).dueNowPaise).toBe(3_100_000 + 50_000 - 100_000);
    const line = statement.entries[0]?.id;
    const key = attempt();
    const resolved = (await calls.call('POST', `/fees/statement-lines/${line}/resolve`, {
      action: 'assign',
      key,
      studentId: child,
    })) as { state: string; receiptNumber: string };
    expect(resolved.state).toBe('resolved');
    const retried = (await calls.call('POST', `/fees/statement-lines/${line}/resolve`, {
      action: 'assign',
      key,
      studentId: child,
    })) as { receiptNumber: string };
    expect(retried.receiptNumber).toBe(resolved.receiptNumber);
    const again = await calls.raw('POST', `/fees/statement-lines/${line}/resolve`, {
      action: 'ignore',
      reason: 'x',
    });
    expect([again.status, again.body.code]).toEqual([409, 'statement_line_resolved']);
  });

  it("matches a family's lines in one pass: each against what the line before left, numbered in order", async () => {
    const child = await feeStudent(calls, fees.sectionId, 'Pass Child', '97000 88888');
    const before = await dues(child);
    const reference = before.upiReference?.toLowerCase();
    const csv = [
      'Txn Date,Narration,Ref No,Debit,Credit',
      `01/11/2026,UPI/CR/223344556677/${reference}/MOTHER,223344556677,,"10,000.00"`,
      `02/11/2026,UPI/CR/334455667788/${reference}/FATHER,334455667788,,"5,000.00"`,
      `03/11/2026,UPI/CR/223344556677/${reference}/AGAIN,223344556677,,100.00`,
      `04/11/2026,NEFT/${reference}/UNCLE,N999,,"99,00,000.00"`,
    ].join('\r\n');
    const response = await subject.app.inject({
      method: 'POST',
      url: '/prod/v1/portal/fees/statements',
      headers: {
        host: school.host,
        authorization: `Bearer ${school.ownerToken}`,
        'content-type': 'text/csv',
        'x-file-name': 'family.csv',
      },
      payload: csv,
    });
    expect(response.statusCode, response.body).toBe(201);
    const entries = (
      response.json() as {
        entries: {
          line: number;
          state: string;
          receiptId: string | null;
          receiptNumber: string | null;
          note: string;
        }[];
      }
    ).entries.sort((a, b) => a.line - b.line);
    expect(entries.map((e) => e.state)).toEqual(['matched', 'matched', 'unmatched', 'unmatched']);
    expect(entries[2]?.note).toBe('The UTR is on an earlier line of this statement.');
    expect(entries[3]?.note).toMatch(/^The amount is more than is due: at most ₹/);
    const [first, second] = entries.map((e) => Number(e.receiptNumber?.split('/')[2]));
    expect(second).toBe((first ?? 0) + 1);
    const after = await dues(child);
    expect(after.dueYearPaise).toBe(before.dueYearPaise - 1_500_000);
    // The second line was worked out against what the first left: its receipt's balance says so.
    const receipt = (await calls.call('GET', `/fees/receipts/${entries[1]?.receiptId}`)) as {
      balancePaise: number;
    };
    expect(receipt.balancePaise).toBe(before.dueNowPaise - 1_500_000);
  });
});
