// A small school's fee reports and a bank statement, shared by the fee reports' and statement
// matching's model tests, with the failures the portal's client reports and the words a reader
// sees for them.
import type { CounterMatch } from '@common/api/portal/fee-dues';
import type { DayBook, Defaulters } from '@common/api/portal/fee-reports';
import type { Statement, StatementLine } from '@common/api/portal/fee-statements';
import type { Language } from '@common/languages';
import type { Notice } from '@machines/api-failure';

export const ASHA = 'b1b2c3d4-0000-4000-8000-000000000001';
export const RAVI = 'b1b2c3d4-0000-4000-8000-000000000002';
export const SECTION = 'a1b2c3d4-0000-4000-8000-000000000001';

export const dayBook: DayBook = {
  date: '2026-11-24',
  entries: [
    {
      at: '2026-11-24T04:30:00.000Z',
      receiptId: 'c1b2c3d4-0000-4000-8000-000000000001',
      receiptNumber: 'R/2026-27/000123',
      kind: 'payment',
      studentName: 'Asha Verma',
      admissionNumber: '1024',
      mode: 'cash',
      reference: '',
      amountPaise: 250_000,
      by: 'Meera Iyer',
    },
    {
      at: '2026-11-24T05:00:00.000Z',
      receiptId: 'c1b2c3d4-0000-4000-8000-000000000002',
      receiptNumber: 'R/2026-27/000124',
      kind: 'payment',
      studentName: 'Ravi Kumar',
      admissionNumber: '1025',
      mode: 'upi',
      reference: '412345678901',
      amountPaise: 150_050,
      by: 'Sunil Rao',
    },
  ],
  byMode: [
    { key: 'cash', paise: 250_000, count: 1 },
    { key: 'upi', paise: 150_050, count: 1 },
  ],
  byCollector: [
    { key: 'Meera Iyer', paise: 250_000, count: 1 },
    { key: 'Sunil Rao', paise: 150_050, count: 1 },
  ],
  cashToHandOver: [{ key: 'Meera Iyer', paise: 250_000, count: 1 }],
  totalPaise: 400_050,
};

export const emptyDayBook: DayBook = {
  date: '2026-11-23',
  entries: [],
  byMode: [],
  byCollector: [],
  cashToHandOver: [],
  totalPaise: 0,
};

export const defaulters: Defaulters = {
  asOf: '2026-11-24',
  students: [
    {
      studentId: ASHA,
      name: 'Asha Verma',
      admissionNumber: '1024',
      sectionName: 'Class 7 B',
      guardianPhone: '9876543210',
      dueNowPaise: 500_000,
      overdueDays: 45,
      band: '31-60',
      lastReminderAt: null,
    },
    {
      studentId: RAVI,
      name: 'Ravi Kumar',
      admissionNumber: '1025',
      sectionName: 'Class 7 B',
      guardianPhone: null,
      dueNowPaise: 120_000,
      overdueDays: 12,
      band: '0-30',
      lastReminderAt: '2026-11-20T04:30:00.000Z',
    },
  ],
  bands: [
    { band: '0-30', count: 1, paise: 120_000 },
    { band: '31-60', count: 1, paise: 500_000 },
    { band: '60+', count: 0, paise: 0 },
  ],
};

export const STATEMENT = 'd1b2c3d4-0000-4000-8000-000000000001';
export const WAITING_LINE = 'e1b2c3d4-0000-4000-8000-000000000003';

const line = (n: number, fields: Partial<StatementLine>): StatementLine => ({
  id: `e1b2c3d4-0000-4000-8000-00000000000${n}`,
  line: n,
  date: '2026-11-22',
  amountPaise: 250_000,
  narration: `UPI/412345678${n}/SHABCD`,
  utr: `41234567890${n}`,
  state: 'matched',
  studentName: null,
  receiptId: null,
  receiptNumber: null,
  note: '',
  ...fields,
});

export const statement: Statement = {
  id: STATEMENT,
  fileName: 'sbi-november.csv',
  uploadedAt: '2026-11-24T05:30:00.000Z',
  uploadedBy: 'Meera Iyer',
  lines: 3,
  matched: 2,
  unmatched: 1,
  entries: [
    line(1, { studentName: 'Ravi Kumar', receiptNumber: 'R/2026-27/000125' }),
    line(2, { state: 'confirmed', studentName: 'Asha Verma', receiptNumber: 'R/2026-27/000124' }),
    line(3, { amountPaise: 180_000, narration: 'NEFT FROM R SHARMA', utr: null, state: 'unmatched' }),
  ],
};

/** The waiting line as the server answers its resolution. */
export const assigned = line(3, {
  amountPaise: 180_000,
  narration: 'NEFT FROM R SHARMA',
  utr: null,
  state: 'resolved',
  studentName: 'Asha Verma',
  receiptNumber: 'R/2026-27/000126',
});
export const ignored = line(3, {
  amountPaise: 180_000,
  narration: 'NEFT FROM R SHARMA',
  utr: null,
  state: 'ignored',
  note: 'A refund from the stationer',
});

export const asha: CounterMatch = {
  id: ASHA,
  name: 'Asha Verma',
  admissionNumber: '1024',
  sectionName: 'Class 7 B',
  status: 'active',
  guardianPhone: '9876543210',
  dueNowPaise: 500_000,
};

/** Failures as the portal's client reports them: no answer, a refusal with its code, a 500 without one. */
export const failures = {
  connectionLost: {
    error: { status: 0, message: 'Could not reach the server. Check your connection and try again.' },
    label: 'the connection lost',
  },
  forbidden: {
    error: { status: 403, code: 'forbidden', message: 'You do not have permission to do this.' },
    label: 'refused',
  },
  serverFailure: {
    error: { status: 500, message: 'Something went wrong. Please try again.' },
    label: 'a server failure without a code',
  },
  lineResolved: {
    error: {
      status: 409,
      code: 'statement_line_resolved',
      message: 'This statement line is already resolved.',
    },
    label: 'resolved meanwhile',
  },
  unreadable: {
    error: {
      status: 400,
      code: 'statement_unreadable',
      message: 'The statement could not be read: upload the bank’s CSV or Excel file.',
    },
    label: 'unreadable',
  },
} as const;

/** The words a Hindi reader sees for the API's codes (src/portal/i18n/server-errors.ts). */
const HINDI: Record<string, string> = {
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  statement_line_resolved: 'स्टेटमेंट की यह पंक्ति पहले ही निपटाई जा चुकी है।',
  statement_unreadable: 'स्टेटमेंट पढ़ा नहीं जा सका: बैंक की CSV या Excel फ़ाइल अपलोड करें।',
};

const CONNECTION_LOST = {
  en: 'Could not reach the server. Check your connection and try again.',
  hi: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};

/**
 * What the member reads for a failure: the connection lost, else the server's words for its code
 * in their language, else the screen's own words (`own`, by the notice's code).
 */
export function wordsFor(
  notice: Notice | null,
  language: Language,
  own: Record<string, string> = {},
): string {
  if (!notice) return '';
  if (notice.code === 'connectionLost') return CONNECTION_LOST[language];
  if (notice.serverCode)
    return language === 'hi' ? (HINDI[notice.serverCode] ?? 'no Hindi') : (notice.serverText ?? '');
  return own[notice.code] ?? `no words for ${notice.code}`;
}
