import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id } from './common';

// A school's whole data (docs/requirements/school-data.md): the export of every table of the
// school as one ZIP, made by a job with progress, and closing the school's account, which erases
// its personal data after a grace period and keeps what the law requires.

/** How long a finished export's file is kept before the runner deletes it. */
export const EXPORT_KEPT_HOURS = 48;
/** Days between asking to close the account and the erasure; the owner can cancel until then. */
export const CLOSURE_GRACE_DAYS = 30;
/** How long the audit log of a closed school is kept after its erasure (at least a year). */
export const AUDIT_KEPT_AFTER_CLOSING_DAYS = 365;

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const ExportState = Type.Enum(EXPORT_STATES);
export type ExportState = Static<typeof ExportState>;

const Moment = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });

export const SchoolExport = Type.Object({
  id: Id,
  state: ExportState,
  requestedAt: Moment,
  /** The member's name at the time. */
  requestedBy: Type.String(),
  /** Rows written so far, and of how many (null until the job has counted them). */
  done: Count,
  total: Type.Union([Count, Type.Null()]),
  /** When the file was made and when it is deleted (null until it is ready). */
  readyAt: Type.Union([Moment, Type.Null()]),
  expiresAt: Type.Union([Moment, Type.Null()]),
  /** The ZIP's size in bytes, once ready. */
  bytes: Type.Union([Count, Type.Null()]),
});
export type SchoolExport = Static<typeof SchoolExport>;

export const SchoolExportList = Type.Object({
  /** Newest first, the last ten. */
  exports: Type.Array(SchoolExport),
  keptHours: Type.Integer({ minimum: 1 }),
});
export type SchoolExportList = Static<typeof SchoolExportList>;

export const ClosureState = Type.Enum(['open', 'pending'] as const);
export type ClosureState = Static<typeof ClosureState>;

export const SchoolClosure = Type.Object({
  /** open: not asked (or cancelled); pending: erasure on `eraseAt` unless cancelled first. */
  state: ClosureState,
  /** The portal code the owner types to confirm. */
  code: Type.String(),
  graceDays: Type.Integer({ minimum: 1 }),
  auditKeptDays: Type.Integer({ minimum: 1 }),
  requestedAt: Type.Union([Moment, Type.Null()]),
  requestedBy: Type.Union([Type.String(), Type.Null()]),
  eraseAt: Type.Union([Moment, Type.Null()]),
});
export type SchoolClosure = Static<typeof SchoolClosure>;

export const CloseSchoolBody = Type.Object({
  /** The school's portal code, typed by the owner as confirmation. */
  code: Text({ maxLength: 63, required: 'Type the portal code to confirm.' }),
});
export type CloseSchoolBody = Static<typeof CloseSchoolBody>;
