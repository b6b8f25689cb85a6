import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, IsoDate } from './common';

// A bank or UPI statement matched against dues (docs/requirements/fees.md#upi): each credit line
// is matched by the dues reference it carries and its amount; a matched line records the payment
// (or confirms the one the office recorded by its UTR); the rest wait in the unmatched queue.
//
// Routes (under /prod/v1/portal):
//   POST /fees/statements  (a CSV or XLSX file, as an import's upload)  (fees.collect) -> Statement
//   GET  /fees/statements                       (fees.view) the latest, newest first
//   GET  /fees/statements/:id                   (fees.view) -> Statement
//   POST /fees/statement-lines/:id/resolve  LineResolution  (fees.collect) -> StatementLine;
//        409 statement_line_resolved

export const STATEMENT_LINE_STATES = ['matched', 'confirmed', 'unmatched', 'resolved', 'ignored'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

export const StatementLine = Type.Object({
  id: Id,
  line: Type.Integer(),
  date: Type.Union([IsoDate, Type.Null()]),
  amountPaise: Type.Integer(),
  narration: Type.String(),
  utr: Type.Union([Type.String(), Type.Null()]),
  state: Type.Enum(STATEMENT_LINE_STATES),
  studentName: Type.Union([Type.String(), Type.Null()]),
  receiptId: Type.Union([Id, Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
});
export type StatementLine = Static<typeof StatementLine>;

export const StatementSummary = Type.Object({
  id: Id,
  fileName: Type.String(),
  uploadedAt: Type.String({ format: 'date-time' }),
  uploadedBy: Type.String(),
  lines: Type.Integer(),
  matched: Type.Integer(),
  unmatched: Type.Integer(),
});
export type StatementSummary = Static<typeof StatementSummary>;

export const Statement = Type.Object({ ...StatementSummary.properties, entries: Type.Array(StatementLine) });
export type Statement = Static<typeof Statement>;
export const StatementList = Type.Object({ statements: Type.Array(StatementSummary) });
export type StatementList = Static<typeof StatementList>;

/** Resolve an unmatched line: record it as a payment of a student, or set it aside with a reason. */
export const LineResolution = Type.Union([
  Type.Object({ action: Type.Literal('assign'), key: Type.String({ format: 'uuid' }), studentId: Id }),
  Type.Object({
    action: Type.Literal('ignore'),
    reason: Text({
      required: 'The reason is required',
      maxLength: 300,
      tooLong: 'The reason must be at most 300 characters',
    }),
  }),
]);
export type LineResolution = Static<typeof LineResolution>;
