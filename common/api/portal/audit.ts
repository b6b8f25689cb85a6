import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, IsoDate } from './common';
import { ConsentMethod, ConsentPurpose } from './consent';
import { ImportKind } from './imports';
import { StudentStatus } from './students';

// The audit log of student data (docs/requirements/students.md#audit-log): who viewed, changed,
// exported or erased which student's data, and when. Kept at least one year (nothing deletes an
// entry younger than that); readable with `audit.view` (Owner and Administrator).

export const AUDIT_ACTIONS = [
  'viewed',
  'listed',
  'created',
  'updated',
  'moved',
  'left',
  'consent_recorded',
  'consent_withdrawn',
  'exported',
  'erased',
  'imported',
  // Decisions about a student's fees (docs/requirements/fees.md): the detail is the reason.
  'fee_receipt_cancelled',
  'fee_refunded',
  'fee_fine_waived',
  'fee_concession_granted',
  'fee_concession_ended',
  'fee_categories_changed',
  // Results (docs/requirements/exams.md#lock-proofread-publish): the detail says which term; a correction's is its reason.
  'exam_results_published',
  'exam_result_corrected',
] as const;
export const AuditAction = Type.Enum(AUDIT_ACTIONS);
export type AuditAction = Static<typeof AuditAction>;

const Count = Type.Integer({ minimum: 0 });

/** What an import entry records: which import, from which file, and its counts. */
export const ImportSummary = Type.Object({
  kind: ImportKind,
  fileName: Type.String(),
  rows: Count,
  validRows: Count,
  created: Count,
  updated: Count,
});
export type ImportSummary = Static<typeof ImportSummary>;

/** The student's fields an update entry names as changed (its detail lists them, comma-separated). */
export const CHANGED_STUDENT_FIELDS = [
  'admissionNumber',
  'name',
  'dateOfBirth',
  'gender',
  'section',
  'rollNumber',
  'address',
  'guardians',
] as const;
export const ChangedStudentField = Type.Enum(CHANGED_STUDENT_FIELDS);
export type ChangedStudentField = Static<typeof ChangedStudentField>;

/**
 * What a consent entry records: the purposes, and how the guardian was verified (a withdrawal
 * names the purposes alone; its method is null). The stored detail is `purposes (method)`.
 */
export const ConsentSummary = Type.Object({
  purposes: Type.Array(ConsentPurpose, { minItems: 1 }),
  method: Type.Union([ConsentMethod, Type.Null()]),
});
export type ConsentSummary = Static<typeof ConsentSummary>;

/**
 * What a list entry records (a page of the students list, or its CSV export): the filters, with
 * names instead of ids and whether there was a search (never what was searched, which may be a
 * child's name), and the count. The stored detail is these fields as JSON.
 */
export const ListSummary = Type.Object({
  status: StudentStatus,
  className: Type.Union([Type.String(), Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  search: Type.Boolean(),
  /** The page shown and how many students were on it; null for a CSV of every page. */
  page: Type.Union([Count, Type.Null()]),
  shown: Type.Union([Count, Type.Null()]),
  total: Count,
});
export type ListSummary = Static<typeof ListSummary>;

/** Where a move took the student: a section's full name ("Class 6 A"), or null for none. */
export const MoveSummary = Type.Object({
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type MoveSummary = Static<typeof MoveSummary>;

/**
 * An entry's detail as fields, for the page to say in the member's language. Which one an entry
 * carries follows from its action; null where the detail is free text (an erasure's reason), says
 * nothing, or does not read as the fields (an entry written before they were answered).
 */
export const AuditFacts = Type.Union([
  Type.Object({ kind: Type.Literal('imported'), summary: ImportSummary }),
  Type.Object({ kind: Type.Literal('changed'), fields: Type.Array(ChangedStudentField, { minItems: 1 }) }),
  Type.Object({ kind: Type.Literal('consent'), ...ConsentSummary.properties }),
  Type.Object({ kind: Type.Literal('list'), ...ListSummary.properties }),
  Type.Object({ kind: Type.Literal('moved'), ...MoveSummary.properties }),
  Type.Object({ kind: Type.Literal('studentData'), format: Type.Enum(['csv', 'json']) }),
]);
export type AuditFacts = Static<typeof AuditFacts>;

export const AuditEntry = Type.Object({
  id: Id,
  at: Type.String({ format: 'date-time' }),
  /** The member who acted (null: the member was removed since), and their name at the time. */
  memberId: Type.Union([Id, Type.Null()]),
  memberName: Type.String(),
  action: AuditAction,
  /** The student concerned; null for an entry about many (a list, a CSV export, an import). */
  studentId: Type.Union([Id, Type.Null()]),
  /** The student's admission number (kept after erasure), or null. */
  admissionNumber: Type.Union([Type.String(), Type.Null()]),
  /** What else there is to say, without personal data: fields changed, filters, row counts, a reason. */
  detail: Type.String(),
  /** The detail as fields (see AuditFacts), or null. */
  facts: Type.Union([AuditFacts, Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** How long a search of the audit log may be (a student's or a member's name, an admission number). */
export const AUDIT_SEARCH_MAX_LENGTH = 100;

/**
 * What the log can be narrowed to: one action, a student (admission number or name, ignoring
 * case), a member (name, ignoring case: members removed since keep their name in the entry), and
 * school days from and to (India's dates, both included; `from` not after `to`).
 */
export const AuditFilter = Type.Object({
  action: Type.Optional(AuditAction),
  student: Type.Optional(Text({ maxLength: AUDIT_SEARCH_MAX_LENGTH })),
  member: Type.Optional(Text({ maxLength: AUDIT_SEARCH_MAX_LENGTH })),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type AuditFilter = Static<typeof AuditFilter>;

export const AuditQuery = Type.Object({
  ...AuditFilter.properties,
  studentId: Type.Optional(Id),
  /** Entries before this id's (the next page). */
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = Type.Object({
  entries: Type.Array(AuditEntry),
  /** Pass as `before` for older entries; null at the end. */
  next: Type.Union([Id, Type.Null()]),
});
export type AuditList = Static<typeof AuditList>;
