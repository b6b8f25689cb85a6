// A student at the fee counter and the answers the counter's calls give, shared by the counter's
// and the receipt's model tests (common/api/portal/fee-dues.ts, fee-ledger.ts).
import type { CounterMatch, FamilyDues, StudentDues } from '@common/api/portal/fee-dues';
import type { LedgerEntry, Receipt } from '@common/api/portal/fee-ledger';

export const ASHA = 'f1000000-0000-4000-8000-000000000001';
export const RAVI = 'f1000000-0000-4000-8000-000000000002';
export const RECEIPT = 'f2000000-0000-4000-8000-000000000001';
const PLAN = 'f3000000-0000-4000-8000-000000000001';
const TUITION = 'f4000000-0000-4000-8000-000000000001';
const TRANSPORT = 'f4000000-0000-4000-8000-000000000002';

/** Attempt keys as the stub actor makes them: valid UUIDs, one per attempt, in order. */
export const attemptKey = (n: number) => `f9000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const UPI_LINK =
  'upi://pay?pa=school@sbi&pn=Vidya%20Mandir&am=1500.50&cu=INR&tr=SHABCDEFGHJKLMi1X&tn=Asha%20Verma%20Term%201';

const match = (id: string, name: string, admissionNumber: string, dueNowPaise: number): CounterMatch => ({
  id,
  name,
  admissionNumber,
  sectionName: 'Class 5 A',
  status: 'active',
  guardianPhone: '+919812345678',
  dueNowPaise,
});
export const asha = match(ASHA, 'Asha Verma', 'A-101', 150_050);
export const ravi = match(RAVI, 'Ravi Verma', 'A-102', 0);

/** Asha's dues: the first term due (tuition with the sibling concession, transport, a fine), the second not yet. */
export function ashaDues(dueNowPaise = 150_050): StudentDues {
  return {
    student: {
      id: ASHA,
      name: 'Asha Verma',
      admissionNumber: 'A-101',
      sectionName: 'Class 5 A',
      status: 'active',
    },
    instalments: [
      {
        planId: PLAN,
        planName: 'Class 5',
        version: 1,
        key: 'i1',
        label: 'Term 1',
        dueOn: '2026-04-10',
        lines: [
          {
            headId: TUITION,
            headName: 'Tuition',
            billedPaise: 120_000,
            concessions: [{ ruleName: 'Sibling 10%', kind: 'sibling', paise: 12_000 }],
            settledPaise: 0,
            duePaise: 108_000,
          },
          {
            headId: TRANSPORT,
            headName: 'Transport',
            billedPaise: 40_000,
            concessions: [],
            settledPaise: 0,
            duePaise: 40_000,
          },
          {
            headId: null,
            headName: 'Late fine',
            billedPaise: 2_050,
            concessions: [],
            settledPaise: 0,
            duePaise: 2_050,
          },
        ],
        duePaise: dueNowPaise,
        overdueDays: 12,
        reference: 'SHABCDEFGHJKLMi1X',
      },
      {
        planId: PLAN,
        planName: 'Class 5',
        version: 1,
        key: 'i2',
        label: 'Term 2',
        dueOn: '2026-10-10',
        lines: [
          {
            headId: TUITION,
            headName: 'Tuition',
            billedPaise: 120_000,
            concessions: [{ ruleName: 'Sibling 10%', kind: 'sibling', paise: 12_000 }],
            settledPaise: 0,
            duePaise: 108_000,
          },
        ],
        duePaise: 108_000,
        overdueDays: 0,
        reference: 'SHABCDEFGHJKLMi2Y',
      },
    ],
    billedPaise: 270_050,
    dueNowPaise,
    dueYearPaise: dueNowPaise + 108_000,
    creditPaise: 0,
    upiLink: dueNowPaise > 0 ? UPI_LINK : null,
    upiReference: dueNowPaise > 0 ? 'SHABCDEFGHJKLMi1X' : null,
    officePhone: '+911123456789',
  };
}

export const family: FamilyDues = {
  guardianNames: ['Sunita Verma'],
  children: [
    ashaDues(),
    { ...ashaDues(0), student: { ...ashaDues().student, id: RAVI, name: 'Ravi Verma' } },
  ],
  dueNowPaise: 150_050,
};

export function receipt(extra: Partial<Receipt> = {}): Receipt {
  return {
    id: RECEIPT,
    number: 'R/2026-27/000123',
    issuedAt: '2026-04-22T05:30:00.000Z',
    paidOn: '2026-04-22',
    school: { name: 'Vidya Mandir School', phone: '+911123456789', address: '12 Station Road, Jaipur' },
    student: { id: ASHA, name: 'Asha Verma', admissionNumber: 'A-101', sectionName: 'Class 5 A' },
    amountPaise: 150_050,
    words: {
      en: 'Rupees One Thousand Five Hundred and Fifty Paise Only',
      hi: 'एक हज़ार पाँच सौ रुपये पचास पैसे मात्र',
    },
    mode: 'cash',
    reference: '',
    lines: [
      { kind: 'head', label: 'Term 1', headName: 'Tuition', paise: 108_000 },
      { kind: 'head', label: 'Term 1', headName: 'Transport', paise: 40_000 },
      { kind: 'fine', label: 'Term 1', headName: '', paise: 2_050 },
    ],
    collectedBy: 'Meena Sharma',
    balancePaise: 0,
    cancelled: null,
    tax: null,
    ...extra,
  };
}

export const cancelledReceipt = receipt({
  cancelled: { at: '2026-04-23T06:00:00.000Z', by: 'Meena Sharma', reason: 'Wrong student' },
});

export const refundEntry: LedgerEntry = {
  id: 'f5000000-0000-4000-8000-000000000001',
  kind: 'refund',
  at: '2026-04-23T06:00:00.000Z',
  onDate: '2026-04-23',
  amountPaise: -50_000,
  mode: 'upi',
  reference: '123456789012',
  reason: 'Left the bus service',
  by: 'Meena Sharma',
  receiptId: null,
  receiptNumber: null,
  payBy: null,
};

export const payment: LedgerEntry = {
  ...refundEntry,
  id: 'f5000000-0000-4000-8000-000000000002',
  kind: 'payment',
  amountPaise: 150_050,
  mode: 'cash',
  reference: '',
  reason: '',
  receiptId: RECEIPT,
  receiptNumber: 'R/2026-27/000123',
};

/** A refusal as the client reports it: a 409 with the API's code, sentence and blanks. */
export const refusal = (code: string, message: string, params?: Record<string, string>) => ({
  error: { status: 409, code, message, ...(params ? { params } : {}) },
  label: code,
});
