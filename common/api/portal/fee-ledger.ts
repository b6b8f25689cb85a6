import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, IsoDate } from './common';
import { PositivePaise } from './fees';

// Money moving (docs/requirements/fees.md#the-counter, #the-ledger): a payment makes a receipt
// numbered without gaps; a cancellation reverses one receipt; refunds and waivers are their own
// entries. Nothing here is ever edited or deleted (docs/decisions/0036-fees-append-only-ledger.md).
// Every call that moves money carries `key`, made once per attempt by the client: a retry with the
// same key answers what the first made, never a second entry.
//
// Routes (under /prod/v1/portal):
//   POST /fees/payments  Collection           (fees.collect) -> Receipt; 409 fee_overpayment,
//        utr_taken (a UPI reference already recorded), fee_nothing_due, attempt_key_used
//   GET  /fees/receipts/:id                   (fees.view) -> Receipt
//   POST /fees/receipts/:id/cancel  Cancellation  (fees.cancel) -> Receipt; 409 receipt_cancelled
//   POST /fees/refunds  Refund                (fees.cancel) -> LedgerEntry; 409 refund_exceeds_paid
//   POST /fees/waivers  Waiver                (fees.concession) -> LedgerEntry; 409 waiver_exceeds_fine
//   GET  /fees/students/:id/ledger            (fees.view) -> StudentLedger
//   POST /fees/students/:id/leaving-refund  LeavingRefund  (fees.cancel; coaching centres) -> LedgerEntry

export const PAYMENT_MODES = ['cash', 'cheque', 'upi', 'card', 'bank'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PaymentModeSchema = Type.Enum(PAYMENT_MODES, {
  errorMessage: 'The mode is cash, cheque, upi, card or bank.',
});

export const LEDGER_KINDS = ['payment', 'cancellation', 'refund', 'waiver', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const AttemptKey = Type.String({ format: 'uuid', errorMessage: 'The attempt key must be a UUID.' });
const Reference = Text({ maxLength: 60, tooLong: 'The reference must be at most 60 characters' });
const Reason = Text({
  required: 'The reason is required',
  maxLength: 300,
  multiline: true,
  tooLong: 'The reason must be at most 300 characters',
});

export const Collection = Type.Object({
  key: AttemptKey,
  studentId: Id,
  amountPaise: PositivePaise,
  mode: PaymentModeSchema,
  /** The UTR (UPI, 12 digits), the cheque number, the card's or the transfer's reference; '' for cash. */
  reference: Reference,
  /** A cheque's bank and date. */
  chequeBank: Type.Optional(
    Text({ maxLength: 60, tooLong: "The bank's name must be at most 60 characters" }),
  ),
  chequeDate: Type.Optional(IsoDate),
  /** The day the money arrived when it was not today (a UPI payment recorded later). */
  paidOn: Type.Optional(IsoDate),
});
export type Collection = Static<typeof Collection>;

/** `fine`: an instalment's late fine; `credit`: paid in advance, beyond every instalment (the page names both). */
export const RECEIPT_LINE_KINDS = ['head', 'fine', 'credit'] as const;

export const ReceiptLine = Type.Object({
  kind: Type.Enum(RECEIPT_LINE_KINDS),
  /** The instalment's label ('' for credit). */
  label: Type.String(),
  /** The fee head's name, as the school named it ('' for a fine or credit). */
  headName: Type.String(),
  paise: Type.Integer(),
});
export type ReceiptLine = Static<typeof ReceiptLine>;

/** A GST tax invoice's split, for a coaching centre in GST mode. */
export const TaxSplit = Type.Object({
  invoiceNumber: Type.String(),
  gstin: Type.String(),
  taxablePaise: Type.Integer(),
  cgstPaise: Type.Integer(),
  sgstPaise: Type.Integer(),
  igstPaise: Type.Integer(),
});
export type TaxSplit = Static<typeof TaxSplit>;

export const Receipt = Type.Object({
  id: Id,
  /** `<series>/<year>/<n>`: R/2026-27/000123. */
  number: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  paidOn: IsoDate,
  school: Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() }),
  student: Type.Object({
    id: Id,
    name: Type.String(),
    admissionNumber: Type.String(),
    sectionName: Type.Union([Type.String(), Type.Null()]),
  }),
  amountPaise: Type.Integer(),
  /** The amount in words in the Indian system, in both languages (the print picks one). */
  words: Type.Object({ en: Type.String(), hi: Type.String() }),
  mode: PaymentModeSchema,
  reference: Type.String(),
  lines: Type.Array(ReceiptLine),
  collectedBy: Type.String(),
  /** What remains due today after this payment. */
  balancePaise: Type.Integer(),
  cancelled: Type.Union([
    Type.Object({ at: Type.String({ format: 'date-time' }), by: Type.String(), reason: Type.String() }),
    Type.Null(),
  ]),
  tax: Type.Union([TaxSplit, Type.Null()]),
});
export type Receipt = Static<typeof Receipt>;

export const Cancellation = Type.Object({ key: AttemptKey, reason: Reason });
export type Cancellation = Static<typeof Cancellation>;

export const Refund = Type.Object({
  key: AttemptKey,
  studentId: Id,
  amountPaise: PositivePaise,
  mode: PaymentModeSchema,
  reference: Reference,
  reason: Reason,
});
export type Refund = Static<typeof Refund>;

export const Waiver = Type.Object({
  key: AttemptKey,
  studentId: Id,
  planId: Id,
  instalmentKey: Type.String({ pattern: '^i[0-9]{1,2}$', errorMessage: 'An instalment key is i1 to i99.' }),
  amountPaise: PositivePaise,
  reason: Reason,
});
export type Waiver = Static<typeof Waiver>;

export const LeavingRefund = Type.Object({
  key: AttemptKey,
  leftOn: IsoDate,
  mode: PaymentModeSchema,
  reference: Reference,
});
export type LeavingRefund = Static<typeof LeavingRefund>;

export const LedgerEntry = Type.Object({
  id: Id,
  kind: Type.Enum(LEDGER_KINDS),
  at: Type.String({ format: 'date-time' }),
  onDate: IsoDate,
  /** Positive: money in (payment) or dues reduced (waiver); negative: a cancellation or refund. */
  amountPaise: Type.Integer(),
  mode: Type.Union([PaymentModeSchema, Type.Null()]),
  reference: Type.String(),
  reason: Type.String(),
  by: Type.String(),
  receiptId: Type.Union([Id, Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  /** A refund's last day to be paid (coaching: 10 days after leaving). */
  payBy: Type.Union([IsoDate, Type.Null()]),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const StudentLedger = Type.Object({ entries: Type.Array(LedgerEntry) });
export type StudentLedger = Static<typeof StudentLedger>;
