import Type, { type Static } from 'typebox';
import { STUDENT_FEE_CATEGORIES_MAX } from '../../fees/limits';
import { FEE_AMOUNT_MAX_PAISE } from '../../fees/money';
import { Text } from '../text';
import { Id, IsoDate, PortalName } from './common';

// Fees, the school's side of the set-up (docs/requirements/fees.md#fee-heads-and-plans): the
// settings (UPI, receipts, fines, reminders, GST), fee heads, plans and their versions. Money is
// integer paise everywhere (docs/decisions/0036-fees-append-only-ledger.md).
//
// Routes (under /prod/v1/portal):
//   GET  /fees/settings                       (fees.view)
//   PUT  /fees/settings  FeeSettings          (fees.configure)
//   GET  /fees/heads                          (fees.view)
//   POST /fees/heads  FeeHeadInput            (fees.configure); 409 fee_head_name_taken
//   PUT  /fees/heads/:id  FeeHeadInput        (fees.configure)
//   GET  /fees/plans?yearId=                  (fees.view) the year's plans, current year by default
//   POST /fees/plans  NewFeePlan              (fees.configure) a plan with an empty draft
//   GET  /fees/plans/:id                      (fees.view) the plan with every version
//   PUT  /fees/plans/:id/draft  FeePlanDraft  (fees.configure) the draft, made from the last
//        published version when there is none
//   DELETE /fees/plans/:id/draft              (fees.configure)
//   POST /fees/plans/:id/publish              (fees.configure); 409 fee_plan_overlaps (another
//        published plan of equal specificity), fee_rise_mid_course (a coaching course already
//        started), fee_plan_empty
//   PUT  /fees/students/:id/categories  StudentFeeCategories  (fees.configure)

/** An amount of money in paise: a whole number, never negative, at most ten crore rupees. */
export const Paise = Type.Integer({
  minimum: 0,
  maximum: FEE_AMOUNT_MAX_PAISE,
  errorMessage: 'An amount is a whole number of paise from 0 to 10 crore rupees.',
});

/** An amount that moves money: at least one paisa. */
export const PositivePaise = Type.Integer({
  minimum: 1,
  maximum: FEE_AMOUNT_MAX_PAISE,
  errorMessage: 'The amount must be more than zero and at most 10 crore rupees.',
});

export const FINE_KINDS = ['none', 'per_day', 'flat'] as const;
export type FineKind = (typeof FINE_KINDS)[number];

/** A receipt series: one to six capital letters or digits (R, CASH, TR2). */
export const ReceiptSeries = Type.String({
  pattern: '^[A-Z0-9]{1,6}$',
  errorMessage: 'A receipt series is one to six capital letters or digits.',
});

export const FeeSettings = Type.Object({
  /** The school's merchant UPI ID (VPA), e.g. `school@sbi`; empty: no UPI on slips yet. */
  upiVpa: Type.String({
    pattern: '^$|^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$',
    errorMessage: 'A UPI ID is written name@bank, for example school@sbi.',
  }),
  /** The payee name the parent's app shows. */
  upiPayee: Text({ maxLength: 100, tooLong: 'The payee name must be at most 100 characters' }),
  receiptSeries: ReceiptSeries,
  /** Days after a due date before a fine starts. */
  fineGraceDays: Type.Integer({ minimum: 0, maximum: 365 }),
  fineKind: Type.Enum(FINE_KINDS, { errorMessage: "The fine is 'none', 'per_day' or 'flat'." }),
  /** Per day late, or the flat fine. */
  finePaise: Paise,
  /** The most one instalment's fine reaches; 0: no cap. */
  fineCapPaise: Paise,
  /** How much more than is due a family may pay in advance (kept as credit); 0: never more. */
  advanceLimitPaise: Paise,
  reminderDaysBefore: Type.Integer({ minimum: 0, maximum: 60 }),
  reminderDaysAfter: Type.Integer({ minimum: 0, maximum: 60 }),
  /** The phone number guardians call about fees (reminders and slips carry it). */
  officePhone: Text({ maxLength: 30, tooLong: 'The phone number must be at most 30 characters' }),
  /** GST invoice mode, for coaching centres only (schools stay out of GST): 409 gst_schools_exempt. */
  gstMode: Type.Boolean(),
  gstin: Type.String({
    pattern: '^$|^[0-9]{2}[A-Z0-9]{13}$',
    errorMessage: 'A GSTIN is 15 characters: the state code and 13 letters or digits.',
  }),
});
export type FeeSettings = Static<typeof FeeSettings>;

export const FEE_HEAD_KINDS = ['recurring', 'one_time'] as const;
export type FeeHeadKind = (typeof FEE_HEAD_KINDS)[number];

export const FeeHeadInput = Type.Object({
  name: PortalName('Name', 60),
  kind: Type.Enum(FEE_HEAD_KINDS, { errorMessage: "A fee head is 'recurring' or 'one_time'." }),
  /** GST rate in basis points (1800 = 18 %), used only in GST mode. */
  gstRateBp: Type.Integer({ minimum: 0, maximum: 2800 }),
});
export type FeeHeadInput = Static<typeof FeeHeadInput>;

// Answers carry names as plain strings: the name rule's pattern is for what comes in, and the
// serialiser cannot compile its Unicode classes.
export const FeeHead = Type.Object({
  id: Id,
  name: Type.String(),
  kind: FeeHeadInput.properties.kind,
  gstRateBp: Type.Integer(),
  position: Type.Integer(),
});
export type FeeHead = Static<typeof FeeHead>;
export const FeeHeadList = Type.Object({ heads: Type.Array(FeeHead) });
export type FeeHeadList = Static<typeof FeeHeadList>;

/** What a plan applies to: a class (a course) or one section (a batch), optionally one category. */
export const FeePlanScope = Type.Object({
  classId: Type.Union([Id, Type.Null()]),
  sectionId: Type.Union([Id, Type.Null()]),
  /** A student category ("New admission", "Hostel"); null: every student of the class. */
  category: Type.Union([PortalName('Category', 40), Type.Null()]),
});
export type FeePlanScope = Static<typeof FeePlanScope>;

export const NewFeePlan = Type.Object({
  name: PortalName('Name', 80),
  /** The academic year; the current one when left out. */
  yearId: Type.Optional(Id),
  ...FeePlanScope.properties,
});
export type NewFeePlan = Static<typeof NewFeePlan>;

/** One head's amount in an instalment. */
export const FeeAmount = Type.Object({ headId: Id, paise: Paise });
export type FeeAmount = Static<typeof FeeAmount>;

export const FeeInstalment = Type.Object({
  /**
   * Stable across a plan's versions ("i1", "i2"...): payments are allocated to it, so a revision
   * that changes an instalment's amount keeps what was paid against it.
   */
  key: Type.String({ pattern: '^i[0-9]{1,2}$', errorMessage: 'An instalment key is i1 to i99.' }),
  label: PortalName('Label', 40),
  dueOn: IsoDate,
  amounts: Type.Array(FeeAmount, { maxItems: 30 }),
});
export type FeeInstalment = Static<typeof FeeInstalment>;

export const FeePlanDraft = Type.Object({
  /** From which due date this version bills (the first version: from the year's start). */
  effectiveFrom: IsoDate,
  instalments: Type.Array(FeeInstalment, { minItems: 1, maxItems: 24 }),
});
export type FeePlanDraft = Static<typeof FeePlanDraft>;

/** An instalment as an answer carries it (the label as a plain string). */
export const BilledInstalment = Type.Object({
  key: Type.String(),
  label: Type.String(),
  dueOn: IsoDate,
  amounts: Type.Array(FeeAmount),
});

export const FeePlanVersion = Type.Object({
  id: Id,
  version: Type.Integer(),
  state: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  effectiveFrom: IsoDate,
  instalments: Type.Array(BilledInstalment),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  publishedBy: Type.Union([Type.String(), Type.Null()]),
});
export type FeePlanVersion = Static<typeof FeePlanVersion>;

export const FeePlanSummary = Type.Object({
  id: Id,
  name: Type.String(),
  yearId: Id,
  classId: Type.Union([Id, Type.Null()]),
  sectionId: Type.Union([Id, Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  /** What it applies to, named: "Class 5", "Class 5 A", "JEE 2027 / Morning". */
  scopeName: Type.String(),
  /** The published version now billing; null until the first is published. */
  publishedVersion: Type.Union([Type.Integer(), Type.Null()]),
  hasDraft: Type.Boolean(),
  /** The published version's total per student, all instalments and heads. */
  totalPaise: Paise,
});
export type FeePlanSummary = Static<typeof FeePlanSummary>;

export const FeePlanList = Type.Object({
  yearId: Id,
  yearName: Type.String(),
  plans: Type.Array(FeePlanSummary),
});
export type FeePlanList = Static<typeof FeePlanList>;

export const FeePlan = Type.Object({
  ...FeePlanSummary.properties,
  versions: Type.Array(FeePlanVersion),
  /** Whether a payment has been allocated to it (a change is then always a new version). */
  collected: Type.Boolean(),
});
export type FeePlan = Static<typeof FeePlan>;

export const PlanQuery = Type.Object({ yearId: Type.Optional(Id) });
export type PlanQuery = Static<typeof PlanQuery>;

export const StudentFeeCategories = Type.Object({
  categories: Type.Array(PortalName('Category', 40), { maxItems: STUDENT_FEE_CATEGORIES_MAX }),
});
export type StudentFeeCategories = Static<typeof StudentFeeCategories>;
export const StudentFeeCategoryList = Type.Object({ categories: Type.Array(Type.String()) });
export type StudentFeeCategoryList = Static<typeof StudentFeeCategoryList>;
