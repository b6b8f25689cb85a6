import Type, { type Static } from 'typebox';
import { Id, IsoDate } from './common';
import { AppliedConcession } from './fee-concessions';
import { Paise } from './fees';

// Dues are derived, never stored (docs/requirements/fees.md#dues-are-derived): for each instalment
// and head of the student's plan, the amount less concessions, plus the fine, less waivers and
// payments allocated to it. Every figure is paise.
//
// Routes (under /prod/v1/portal):
//   GET /fees/search?q=                 the counter's search (fees.collect): name, admission number
//                                       or guardian phone
//   GET /fees/students/:id/dues         a student's dues, receipts and ledger (fees.view)
//   GET /fees/students/:id/family       the family's dues: every child sharing a guardian (fees.view)
//   GET /fees/sections/:id/dues         a section's (batch's) students with what each owes (fees.view)

export const DuesLine = Type.Object({
  /** Null: the instalment's late fine. */
  headId: Type.Union([Id, Type.Null()]),
  /** '' for the fine (the page names it in the reader's language). */
  headName: Type.String(),
  billedPaise: Paise,
  concessions: Type.Array(AppliedConcession),
  /** What was paid, waived or adjusted against this line, less what was cancelled or refunded. */
  settledPaise: Type.Integer(),
  duePaise: Type.Integer(),
});
export type DuesLine = Static<typeof DuesLine>;

export const DuesInstalment = Type.Object({
  planId: Id,
  planName: Type.String(),
  version: Type.Integer(),
  key: Type.String(),
  label: Type.String(),
  dueOn: IsoDate,
  lines: Type.Array(DuesLine),
  duePaise: Type.Integer(),
  /** Days past the due date today (0 when not yet due or paid). */
  overdueDays: Type.Integer({ minimum: 0 }),
  /** The reference a UPI payment for this instalment carries (`tr`), at most 35 letters and digits. */
  reference: Type.String(),
});
export type DuesInstalment = Static<typeof DuesInstalment>;

export const DuesStudent = Type.Object({
  id: Id,
  name: Type.String(),
  admissionNumber: Type.String(),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});
export type DuesStudent = Static<typeof DuesStudent>;

export const StudentDues = Type.Object({
  student: DuesStudent,
  instalments: Type.Array(DuesInstalment),
  /** Everything billed this year, after concessions, with fines. */
  billedPaise: Type.Integer(),
  /** Due today: instalments whose date has come, less what was paid. */
  dueNowPaise: Type.Integer(),
  /** Still to pay for the year, due or not. */
  dueYearPaise: Type.Integer(),
  /** Paid beyond every instalment (kept as credit, within the school's advance limit). */
  creditPaise: Paise,
  /** The UPI link for what is due now (null: no UPI ID set or nothing due). */
  upiLink: Type.Union([Type.String(), Type.Null()]),
  /** The reference the link carries: the oldest unpaid instalment's. */
  upiReference: Type.Union([Type.String(), Type.Null()]),
  /** The school's office phone for fee questions. */
  officePhone: Type.String(),
});
export type StudentDues = Static<typeof StudentDues>;

export const FamilyDues = Type.Object({
  /** The guardians the children share, by name (the family's name on the slip). */
  guardianNames: Type.Array(Type.String()),
  children: Type.Array(StudentDues),
  dueNowPaise: Type.Integer(),
});
export type FamilyDues = Static<typeof FamilyDues>;

export const CounterSearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 60,
    errorMessage: 'Type a name, an admission number or a phone number.',
  }),
});
export type CounterSearchQuery = Static<typeof CounterSearchQuery>;

export const CounterMatch = Type.Object({
  ...DuesStudent.properties,
  guardianPhone: Type.Union([Type.String(), Type.Null()]),
  dueNowPaise: Type.Integer(),
});
export type CounterMatch = Static<typeof CounterMatch>;
export const CounterMatches = Type.Object({ students: Type.Array(CounterMatch) });
export type CounterMatches = Static<typeof CounterMatches>;

export const SectionDuesRow = Type.Object({
  ...DuesStudent.properties,
  billedPaise: Type.Integer(),
  paidPaise: Type.Integer(),
  dueNowPaise: Type.Integer(),
  /** Days the oldest unpaid instalment is overdue (0: nothing overdue). */
  overdueDays: Type.Integer({ minimum: 0 }),
});
export type SectionDuesRow = Static<typeof SectionDuesRow>;
export const SectionDues = Type.Object({ sectionName: Type.String(), students: Type.Array(SectionDuesRow) });
export type SectionDues = Static<typeof SectionDues>;
