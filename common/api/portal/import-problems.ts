// The rules an import's dry run checks (docs/requirements/students.md#import), by the `code` an
// ImportProblem carries. The server sends no sentence: a problem is its code with its parameters
// (the most characters, the other row, the class), the bad value and the row's name, and the
// portal says it in the reader's language (src/portal/i18n/import.ts), so both sides name the
// same rules and a Hindi reader sees as much as an English one.
// The `cannot_change_*` codes are rows the member's permissions refuse (IMPORT_REFUSALS): the row
// changes an existing record and the member may only add them.

export const IMPORT_PROBLEM_CODES = [
  'required',
  'too_long',
  'control_characters',
  'name_characters',
  'invalid_date',
  'future_date',
  'unknown_class',
  'unknown_section',
  'one_section_only',
  'invalid_gender',
  'invalid_relation',
  'invalid_language',
  'invalid_phone',
  'invalid_email',
  'invalid_number',
  'invalid_consent_purpose',
  'invalid_consent_method',
  'duplicate_in_file',
  'duplicate_roll_number',
  'duplicate_guardian_phone',
  'erased_student',
  'roll_number_taken',
  'too_many_guardians',
  'cannot_change_student',
  'cannot_change_guardian',
  'cannot_change_employee',
  'cannot_change_centre',
  'unknown_column',
  'duplicate_column',
  'missing_column',
  'file_encoding',
] as const;

export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** The codes of rows refused by the member's permissions, not by what the file says. */
export const IMPORT_REFUSALS: readonly ImportProblemCode[] = [
  'cannot_change_student',
  'cannot_change_guardian',
  'cannot_change_employee',
  'cannot_change_centre',
];

const CODES: ReadonlySet<string> = new Set(IMPORT_PROBLEM_CODES);

export function isImportProblemCode(code: string): code is ImportProblemCode {
  return CODES.has(code);
}
