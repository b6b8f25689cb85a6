import Type, { type Static } from 'typebox';
import { Id, IsoDate } from './common';
import { CONCESSION_KINDS } from './fee-concessions';
import { PaymentModeSchema } from './fee-ledger';

// Fee reports (docs/requirements/fees.md#reports-each-with-a-csv), each read from the ledger, so
// they agree with it by construction; each has a CSV twin at the same path with `.csv`.
//
// Routes (under /prod/v1/portal, all fees.view):
//   GET /fees/reports/day-book?date=            (and day-book.csv)
//   GET /fees/reports/defaulters?sectionId=     (and defaulters.csv)
//   GET /fees/reports/collection?yearId=        (and collection.csv) collected against due by class and head
//   GET /fees/reports/concessions               (and concessions.csv)
//   GET /fees/reports/rte                       (and rte.csv) the RTE reimbursement claim list
//   POST /fees/reminders  ReminderRequest       (fees.collect) the defaulters' one-tap reminder

export const DayBookQuery = Type.Object({ date: Type.Optional(IsoDate) });
export type DayBookQuery = Static<typeof DayBookQuery>;

export const DayBookEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  receiptId: Type.Union([Id, Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  studentName: Type.String(),
  admissionNumber: Type.String(),
  mode: Type.Union([PaymentModeSchema, Type.Null()]),
  reference: Type.String(),
  amountPaise: Type.Integer(),
  by: Type.String(),
});
export type DayBookEntry = Static<typeof DayBookEntry>;

export const DayBookTotal = Type.Object({ key: Type.String(), paise: Type.Integer(), count: Type.Integer() });

export const DayBook = Type.Object({
  date: IsoDate,
  entries: Type.Array(DayBookEntry),
  byMode: Type.Array(DayBookTotal),
  byCollector: Type.Array(DayBookTotal),
  /** Cash taken less cash refunded, per collector: what each hands over at the end of the day. */
  cashToHandOver: Type.Array(DayBookTotal),
  totalPaise: Type.Integer(),
});
export type DayBook = Static<typeof DayBook>;

export const DefaultersQuery = Type.Object({ sectionId: Type.Optional(Id) });
export type DefaultersQuery = Static<typeof DefaultersQuery>;

export const AGEING_BANDS = ['0-30', '31-60', '60+'] as const;

export const Defaulter = Type.Object({
  studentId: Id,
  name: Type.String(),
  admissionNumber: Type.String(),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  guardianPhone: Type.Union([Type.String(), Type.Null()]),
  dueNowPaise: Type.Integer(),
  overdueDays: Type.Integer(),
  band: Type.Enum(AGEING_BANDS),
  lastReminderAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Defaulter = Static<typeof Defaulter>;
export const Defaulters = Type.Object({
  asOf: IsoDate,
  students: Type.Array(Defaulter),
  bands: Type.Array(
    Type.Object({ band: Type.Enum(AGEING_BANDS), count: Type.Integer(), paise: Type.Integer() }),
  ),
});
export type Defaulters = Static<typeof Defaulters>;

export const CollectionQuery = Type.Object({ yearId: Type.Optional(Id) });
export type CollectionQuery = Static<typeof CollectionQuery>;
export const CollectionRow = Type.Object({
  className: Type.String(),
  headName: Type.String(),
  duePaise: Type.Integer(),
  collectedPaise: Type.Integer(),
});
export const CollectionReport = Type.Object({ yearName: Type.String(), rows: Type.Array(CollectionRow) });
export type CollectionReport = Static<typeof CollectionReport>;

export const ConcessionRegisterRow = Type.Object({
  studentName: Type.String(),
  admissionNumber: Type.String(),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  ruleName: Type.String(),
  kind: Type.Enum(CONCESSION_KINDS),
  /** What the concession took off this year's dues. */
  paise: Type.Integer(),
  reason: Type.String(),
  approvedBy: Type.String(),
});
export const ConcessionRegister = Type.Object({ rows: Type.Array(ConcessionRegisterRow) });
export type ConcessionRegister = Static<typeof ConcessionRegister>;

export const RteClaimRow = Type.Object({
  studentName: Type.String(),
  admissionNumber: Type.String(),
  className: Type.Union([Type.String(), Type.Null()]),
  dateOfBirth: Type.Union([IsoDate, Type.Null()]),
  /** The fee the school would have charged: what it claims from the state. */
  claimPaise: Type.Integer(),
});
export const RteClaimList = Type.Object({ yearName: Type.String(), rows: Type.Array(RteClaimRow) });
export type RteClaimList = Static<typeof RteClaimList>;

export const ReminderRequest = Type.Object({ studentIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) });
export type ReminderRequest = Static<typeof ReminderRequest>;
export const ReminderResult = Type.Object({
  /** Families a reminder went to. */
  sent: Type.Integer(),
  /** Families skipped: no consent or contact, or this week's reminders already sent. */
  skipped: Type.Integer(),
});
export type ReminderResult = Static<typeof ReminderResult>;
