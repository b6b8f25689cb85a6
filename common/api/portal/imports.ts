import Type, { type Static } from 'typebox';
import { Id } from './common';

// Bulk import (docs/requirements/students.md#import): a template, an upload checked without
// writing anything (the dry run), then the import itself as a background job with progress.
//
// Flow:
//   GET    /portal/imports/templates/:kind?format=csv|xlsx  the template (columns in the chosen
//          language, ?language=en|hi; the XLSX's class and section columns offer the school's own values)
//   POST   /portal/imports/:kind   body: the file itself, Content-Type text/csv or the XLSX type,
//          header X-File-Name (percent-encoded, as encodeURIComponent writes it: a header carries
//          Latin-1 only and file names may be Hindi); at most 5 MB (413) and 10,000 rows. Answers
//          201 with the check (an ImportCheck): nothing is written to the school's records.
//   GET    /portal/imports/:id            the import as it is now (progress while running)
//   GET    /portal/imports/:id/skipped   the rows with problems (an ImportSkipped): the header and
//          each such row's cells as the file has them, with every problem; kept after the import
//          ran, so the rows it skipped can be fixed and imported again (the portal makes the CSV)
//   POST   /portal/imports/:id/run    { validRowsOnly } starts the job and answers the import,
//          queued (409 when the file has problems and validRowsOnly is not true, or when it
//          already ran)
//   POST   /portal/imports/:id/cancel   stops a queued or running import and answers it; rows
//          written stay written
//          (each batch is one transaction, and re-running the same file changes nothing).

export const IMPORT_KINDS = ['students', 'employees', 'learning_centres'] as const;
// An enum rather than a union of mapped literals: typebox's Static of the latter is never.
export const ImportKind = Type.Enum(IMPORT_KINDS);
export type ImportKind = Static<typeof ImportKind>;
export const ImportKindParams = Type.Object({ kind: ImportKind });

export const TemplateQuery = Type.Object({
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
});
export type TemplateQuery = Static<typeof TemplateQuery>;

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, XLSX_MEDIA_TYPE } from './import-limits';

/**
 * One problem of the file. `row` is the spreadsheet's row number as Excel shows it (the header is
 * row 1, the first data row 2); `column` is the column's header as written in the file, `key` the
 * column it was read as (a key of IMPORT_HEADERS, so the portal names it in the reader's language;
 * '' for a column that is none of the template's). `code` names the rule and `params` its details
 * (`max`, `otherRow`, `className`, `admissionNumber`, `count`, `values`); `value` is the cell as
 * written and `name` the row's name cell, so a clerk finds the student without the file open. The
 * portal words it (src/portal/i18n/import.ts): the server sends no sentence.
 */
export const ImportProblem = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  key: Type.String(),
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  value: Type.String(),
  name: Type.String(),
});
export type ImportProblem = Static<typeof ImportProblem>;

/** The rows of a file with problems, as the file has them, with all the problems. */
export const ImportSkipped = Type.Object({
  fileName: Type.String(),
  header: Type.Array(Type.String()),
  rows: Type.Array(Type.Object({ row: Type.Integer(), cells: Type.Array(Type.String()) })),
  problems: Type.Array(ImportProblem),
});
export type ImportSkipped = Static<typeof ImportSkipped>;

/**
 * checked: the dry run is done (problems listed); queued/running: the job; done; cancelled;
 * failed: the job failed for good (lastError).
 */
export const IMPORT_STATES = ['checked', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
export const ImportState = Type.Enum(IMPORT_STATES);
export type ImportState = Static<typeof ImportState>;

export const ImportCheck = Type.Object({
  id: Id,
  kind: ImportKind,
  fileName: Type.String(),
  state: ImportState,
  /** Data rows in the file (the header and blank rows not counted). */
  rows: Type.Integer(),
  /** Rows without a problem. */
  validRows: Type.Integer(),
  /** At most the first 1,000 problems (the skipped rows have them all); problemCount counts them all. */
  problems: Type.Array(ImportProblem),
  problemCount: Type.Integer(),
  /** What the import will do with the valid rows: new records, changed ones, ones already as in the file. */
  toCreate: Type.Integer(),
  toUpdate: Type.Integer(),
  unchanged: Type.Integer(),
  /** While and after running: rows handled so far of the rows the run takes. */
  done: Type.Integer(),
  total: Type.Integer(),
  /** After running: what it did. */
  created: Type.Integer(),
  updated: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ImportCheck = Static<typeof ImportCheck>;

export const RunImportBody = Type.Object({
  /** Import the rows without problems and skip the others; required true when there are problems. */
  validRowsOnly: Type.Optional(Type.Boolean()),
});
export type RunImportBody = Static<typeof RunImportBody>;

/**
 * The columns of each kind, in order, by key. Headers are matched in English or Hindi, ignoring
 * case and spaces; unknown columns are a problem of row 1. Required columns are marked.
 */
export const IMPORT_COLUMNS = {
  students: [
    { key: 'admissionNumber', required: true },
    { key: 'name', required: true },
    { key: 'dateOfBirth', required: false },
    { key: 'gender', required: false },
    { key: 'class', required: true },
    { key: 'section', required: true },
    { key: 'rollNumber', required: false },
    { key: 'address', required: false },
    { key: 'guardianName', required: true },
    { key: 'guardianRelation', required: true },
    { key: 'guardianPhone', required: true },
    { key: 'guardianEmail', required: false },
    { key: 'guardianLanguage', required: false },
    { key: 'secondGuardianName', required: false },
    { key: 'secondGuardianRelation', required: false },
    { key: 'secondGuardianPhone', required: false },
    { key: 'secondGuardianEmail', required: false },
    { key: 'secondGuardianLanguage', required: false },
    { key: 'consentPurposes', required: false },
    { key: 'consentMethod', required: false },
    { key: 'consentDate', required: false },
  ],
  employees: [
    { key: 'name', required: true },
    { key: 'phone', required: true },
    { key: 'email', required: false },
    { key: 'department', required: false },
    { key: 'designation', required: false },
    { key: 'joiningDate', required: false },
  ],
  learning_centres: [
    { key: 'name', required: true },
    { key: 'address', required: false },
  ],
} as const satisfies Record<ImportKind, readonly { key: string; required: boolean }[]>;

/** Column headers of the templates, per language. */
export const IMPORT_HEADERS: Record<'en' | 'hi', Record<string, string>> = {
  en: {
    admissionNumber: 'Admission number',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    class: 'Class',
    section: 'Section',
    rollNumber: 'Roll number',
    address: 'Address',
    guardianName: 'Guardian name',
    guardianRelation: 'Guardian relation',
    guardianPhone: 'Guardian phone',
    guardianEmail: 'Guardian email',
    guardianLanguage: 'Guardian language',
    secondGuardianName: 'Second guardian name',
    secondGuardianRelation: 'Second guardian relation',
    secondGuardianPhone: 'Second guardian phone',
    secondGuardianEmail: 'Second guardian email',
    secondGuardianLanguage: 'Second guardian language',
    consentPurposes: 'Consent purposes',
    consentMethod: 'Consent method',
    consentDate: 'Consent date',
    course: 'Course',
    batches: 'Batches',
    phone: 'Phone',
    email: 'Email',
    department: 'Department',
    designation: 'Designation',
    joiningDate: 'Joining date',
  },
  hi: {
    admissionNumber: 'प्रवेश संख्या',
    name: 'नाम',
    dateOfBirth: 'जन्म तिथि',
    gender: 'लिंग',
    class: 'कक्षा',
    section: 'सेक्शन',
    rollNumber: 'रोल नंबर',
    address: 'पता',
    guardianName: 'अभिभावक का नाम',
    guardianRelation: 'अभिभावक का संबंध',
    guardianPhone: 'अभिभावक का फ़ोन',
    guardianEmail: 'अभिभावक का ईमेल',
    guardianLanguage: 'अभिभावक की भाषा',
    secondGuardianName: 'दूसरे अभिभावक का नाम',
    secondGuardianRelation: 'दूसरे अभिभावक का संबंध',
    secondGuardianPhone: 'दूसरे अभिभावक का फ़ोन',
    secondGuardianEmail: 'दूसरे अभिभावक का ईमेल',
    secondGuardianLanguage: 'दूसरे अभिभावक की भाषा',
    consentPurposes: 'सहमति के उद्देश्य',
    consentMethod: 'सहमति का तरीका',
    consentDate: 'सहमति की तिथि',
    course: 'कोर्स',
    batches: 'बैच',
    phone: 'फ़ोन',
    email: 'ईमेल',
    department: 'विभाग',
    designation: 'पद',
    joiningDate: 'कार्यभार ग्रहण तिथि',
  },
};

/**
 * A coaching centre's words for the class and section columns (a course and its batches): its
 * template heads them so, and any file may (both languages, and "Batch" for one).
 */
export const COACHING_COLUMNS = { class: 'course', section: 'batches' } as const;
export const IMPORT_HEADER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  class: ['Course', 'कोर्स', 'पाठ्यक्रम'],
  section: ['Batches', 'Batch', 'बैच'],
};
