// The rules an import's dry run checks (docs/requirements/students.md#import), by the `code` an
// ImportProblem carries. The server writes a precise English `message` (naming the column, the
// class, the other row) and types its codes by this list; the portal shows its own words for the
// code when the member reads Hindi (src/portal/i18n/import.ts), so both sides name the same rules.
// The `cannot_change_*` codes are rows the member's permissions refuse (IMPORT_REFUSALS): the row
// changes an existing record and the member may only add them.

export const IMPORT_PROBLEMS = [
  { code: 'required', message: 'A value is required.' },
  { code: 'too_long', message: 'The value is too long.' },
  { code: 'control_characters', message: 'The value has control characters.' },
  { code: 'name_characters', message: 'The name has invisible or text-direction characters.' },
  { code: 'invalid_date', message: 'The date is not in YYYY-MM-DD or DD/MM/YYYY form.' },
  { code: 'future_date', message: 'The date is in the future.' },
  { code: 'unknown_class', message: 'The school has no class of this name.' },
  { code: 'unknown_section', message: 'The class has no section of this name.' },
  { code: 'invalid_gender', message: 'The gender must be female, male or other.' },
  {
    code: 'invalid_relation',
    message: 'The relation must be mother, father, guardian, grandparent, sibling or other.',
  },
  { code: 'invalid_language', message: 'The language must be English or Hindi.' },
  { code: 'invalid_phone', message: 'The phone number must have 10 digits.' },
  { code: 'invalid_email', message: 'This is not an e-mail address.' },
  { code: 'invalid_number', message: 'The number must be a whole number from 1 to 9999.' },
  { code: 'duplicate_in_file', message: 'The same value is on another row of the file.' },
  { code: 'duplicate_roll_number', message: 'Another row gives this section the same roll number.' },
  { code: 'duplicate_guardian_phone', message: "The student's two guardians have the same phone number." },
  {
    code: 'erased_student',
    message: "This admission number is an erased student's: it cannot be imported again.",
  },
  { code: 'roll_number_taken', message: 'Another student of the section already has this roll number.' },
  {
    code: 'too_many_guardians',
    message: 'With the guardians the school has for this student, they would have more than four.',
  },
  {
    code: 'cannot_change_student',
    message: 'This row changes an existing student: you may add students but not change them.',
  },
  {
    code: 'cannot_change_guardian',
    message: 'This row changes an existing guardian: you may add students but not change guardians.',
  },
  {
    code: 'cannot_change_employee',
    message: 'This row changes an existing employee: you may add employees but not change them.',
  },
  {
    code: 'cannot_change_centre',
    message:
      'This row changes an existing learning centre: you may add learning centres but not change them.',
  },
  { code: 'unknown_column', message: 'The column is not one of the template’s.' },
  { code: 'duplicate_column', message: 'The column is in the file twice.' },
  { code: 'missing_column', message: 'A required column is missing.' },
] as const;

export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number]['code'];

/** The codes of rows refused by the member's permissions, not by what the file says. */
export const IMPORT_REFUSALS: readonly ImportProblemCode[] = [
  'cannot_change_student',
  'cannot_change_guardian',
  'cannot_change_employee',
  'cannot_change_centre',
];

/** The English message of each code. */
export const IMPORT_PROBLEM_MESSAGES = Object.fromEntries(
  IMPORT_PROBLEMS.map((problem) => [problem.code, problem.message]),
) as Record<ImportProblemCode, string>;

export function isImportProblemCode(code: string): code is ImportProblemCode {
  return Object.hasOwn(IMPORT_PROBLEM_MESSAGES, code);
}
