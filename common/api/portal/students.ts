import { languages } from '@common/languages';
import { ADDRESS_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { ALERT_REASONS } from './alerts';
import { Id, IsoDate, PortalName, PortalOptionalEmail } from './common';
import { ConsentMethod, ConsentPurpose, SchoolConsentMethod } from './consent';
import { ADMISSION_NUMBER_MAX_LENGTH, MAX_FURTHER_BATCHES, MAX_GUARDIANS } from './student-limits';

// Students, their guardians and the guardians' consent (docs/requirements/students.md). Student
// data is children's personal data: every read of one student's record, every change, export and
// erasure is written to the audit log (./audit.ts).

// Closed sets are Type.Enum: a Type.Union of literals mapped from the array types as never.
export const GENDERS = ['female', 'male', 'other'] as const;
export const Gender = Type.Enum(GENDERS, { errorMessage: 'Gender is female, male or other.' });
export type Gender = Static<typeof Gender>;

/** How a guardian is related to the student. */
export const RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'sibling', 'other'] as const;
export const Relation = Type.Enum(RELATIONS, {
  errorMessage: 'Relation is mother, father, guardian, grandparent, sibling or other.',
});
export type Relation = Static<typeof Relation>;

/** The language a guardian is written to in (absence alerts, notices). */
export const GuardianLanguage = Type.Union([Type.Literal('en'), Type.Literal('hi')], {
  errorMessage: "Preferred language is 'en' or 'hi'.",
});

/** active: on the rolls; left: left the school (kept, not in default lists); erased: personal data removed on request. */
export const STUDENT_STATUSES = ['active', 'left', 'erased'] as const;
export const StudentStatus = Type.Enum(STUDENT_STATUSES);
export type StudentStatus = Static<typeof StudentStatus>;

/**
 * A guardian, shared between siblings: within a school a guardian is one person per phone number
 * (digits only, compared without a leading +91 or 0), so two students naming the same phone share
 * one guardian row and a change to it shows on both.
 */
export const Guardian = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  language: GuardianLanguage,
});
export type Guardian = Static<typeof Guardian>;

export const StudentGuardian = Type.Object({
  ...Guardian.properties,
  relation: Relation,
  /** Other students of the school who share this guardian (siblings). */
  siblingCount: Type.Integer(),
});
export type StudentGuardian = Static<typeof StudentGuardian>;

export const GuardianInput = Type.Object({
  name: PortalName("Guardian's name"),
  relation: Relation,
  phone: Text({ maxLength: 20, required: "Guardian's phone number is required" }),
  email: PortalOptionalEmail,
  language: Type.Optional(GuardianLanguage),
});
export type GuardianInput = Static<typeof GuardianInput>;

export const Consent = Type.Object({
  id: Id,
  guardianName: Type.String(),
  relation: Relation,
  method: ConsentMethod,
  givenOn: Type.String({ description: 'YYYY-MM-DD' }),
  purposes: Type.Array(ConsentPurpose),
  /** The member who recorded it, by name. */
  recordedBy: Type.String(),
  recordedAt: Type.String({ format: 'date-time' }),
  /** Set when the guardian withdrew it; a withdrawn consent covers nothing from then on. */
  withdrawnAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Consent = Static<typeof Consent>;

export const ConsentBody = Type.Object({
  guardianName: PortalName("Guardian's name"),
  relation: Relation,
  method: SchoolConsentMethod,
  givenOn: IsoDate,
  purposes: Type.Array(ConsentPurpose, { minItems: 1, errorMessage: 'Choose at least one purpose.' }),
});
export type ConsentBody = Static<typeof ConsentBody>;

/**
 * Consent recorded for many students at once (the students list): one student_consents row per
 * student, in the name of each student's first guardian, with the same evidence; all or nothing.
 */
export const BULK_CONSENT_MAX = 500;
export const BulkConsentBody = Type.Object({
  studentIds: Type.Array(Id, {
    minItems: 1,
    maxItems: BULK_CONSENT_MAX,
    uniqueItems: true,
    errorMessage: `Choose between 1 and ${BULK_CONSENT_MAX} different students.`,
  }),
  method: SchoolConsentMethod,
  givenOn: IsoDate,
  purposes: Type.Array(ConsentPurpose, { minItems: 1, errorMessage: 'Choose at least one purpose.' }),
});
export type BulkConsentBody = Static<typeof BulkConsentBody>;

export const BulkConsentResult = Type.Object({ recorded: Type.Integer({ minimum: 0 }) });
export type BulkConsentResult = Static<typeof BulkConsentResult>;

/** A row of the students list: what the list shows, nothing more. */
export const StudentRow = Type.Object({
  id: Id,
  admissionNumber: Type.String(),
  name: Type.String(),
  classId: Type.Union([Id, Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  sectionId: Type.Union([Id, Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  rollNumber: Type.Union([Type.Integer(), Type.Null()]),
  status: StudentStatus,
  /** Whether a current (not withdrawn) consent covers school_records. */
  consented: Type.Boolean(),
  /** The primary guardian's phone (the first guardian), to call from the list; null when none. */
  guardianPhone: Type.Union([Type.String(), Type.Null()]),
});
export type StudentRow = Static<typeof StudentRow>;

export const StudentListQuery = Type.Object({
  /** Matches name or admission number, ignoring case. */
  q: Type.Optional(Text({ maxLength: 100 })),
  classId: Type.Optional(Id),
  sectionId: Type.Optional(Id),
  /** Default active. */
  status: Type.Optional(StudentStatus),
  /** Only the students absence alerts cannot reach: for any reason, or for this one (alerts.ts). */
  reach: Type.Optional(Type.Enum(['unreachable', ...ALERT_REASONS] as const)),
  /** 1-based. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  /** Default 50. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type StudentListQuery = Static<typeof StudentListQuery>;

/** The list's CSV: the list's query, and the language of its headers and words (default English). */
export const StudentExportQuery = Type.Object({
  ...StudentListQuery.properties,
  language: Type.Optional(Type.Enum(languages)),
});
export type StudentExportQuery = Static<typeof StudentExportQuery>;

export const StudentList = Type.Object({
  students: Type.Array(StudentRow),
  /** Students matching the filters, over all pages. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type StudentList = Static<typeof StudentList>;

/** A batch a coaching student attends besides their home batch (`sectionId`). */
export const FurtherBatch = Type.Object({
  sectionId: Id,
  sectionName: Type.String(),
  className: Type.String(),
});
export type FurtherBatch = Static<typeof FurtherBatch>;

export const Student = Type.Object({
  ...StudentRow.properties,
  /** A coaching student's further batches, by course and name (always empty at a school). */
  batches: Type.Array(FurtherBatch),
  dateOfBirth: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Gender, Type.Null()]),
  address: Type.String(),
  leftOn: Type.Union([Type.String(), Type.Null()]),
  /**
   * When the personal data was erased, and by whom: the member's name as the audit log keeps it,
   * for a member who may read the audit log (null for others, and before erasure).
   */
  erasure: Type.Union([
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      by: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  guardians: Type.Array(StudentGuardian),
  consents: Type.Array(Consent),
  /** The purposes a current consent covers. */
  consentedPurposes: Type.Array(ConsentPurpose),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Student = Static<typeof Student>;

export const StudentBody = Type.Object({
  admissionNumber: PortalName('Admission number', ADMISSION_NUMBER_MAX_LENGTH),
  name: PortalName('Name'),
  dateOfBirth: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  gender: Type.Optional(Type.Union([Gender, Type.Null()])),
  /** The section the student is in (which names the class). */
  sectionId: Type.Optional(Type.Union([Id, Type.Null()])),
  rollNumber: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 9999 }), Type.Null()])),
  /**
   * A coaching centre's student: the further batches they attend besides `sectionId`, the home
   * batch (replaced as a whole; left out: unchanged). A school's student is in one section: 400
   * when any is given. A batch at its capacity refuses one more student (409 `batch_full`).
   */
  batchIds: Type.Optional(
    Type.Array(Id, {
      maxItems: MAX_FURTHER_BATCHES,
      errorMessage: `A student attends at most ${MAX_FURTHER_BATCHES} further batches.`,
    }),
  ),
  address: Type.Optional(
    Text({
      maxLength: ADDRESS_MAX_LENGTH,
      multiline: true,
      tooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
    }),
  ),
  /** At least one; a guardian whose phone the school already has is that guardian (updated). */
  guardians: Type.Array(GuardianInput, {
    minItems: 1,
    maxItems: MAX_GUARDIANS,
    errorMessage: 'A student has one to four guardians.',
  }),
});
export type StudentBody = Static<typeof StudentBody>;

export const MoveBody = Type.Object({
  sectionId: Id,
  rollNumber: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 9999 }), Type.Null()])),
});
export type MoveBody = Static<typeof MoveBody>;

export const LeaveBody = Type.Object({ leftOn: IsoDate });
export type LeaveBody = Static<typeof LeaveBody>;

/**
 * Erasure removes the student's personal data (name, date of birth, gender, address, guardians
 * no other student has, consents' names) and keeps what the school must keep: the admission
 * number, the class and dates of admission and leaving, and the audit log. `reason` is kept in
 * the audit log.
 */
export const EraseBody = Type.Object({
  reason: Text({ maxLength: 500, multiline: true, required: 'Say why the data is erased' }),
});
export type EraseBody = Static<typeof EraseBody>;

/** What erasure keeps, in the words the portal shows before the owner confirms it. */
export const ERASURE_KEEPS = ['admissionNumber', 'class', 'admittedOn', 'leftOn', 'auditLog'] as const;
