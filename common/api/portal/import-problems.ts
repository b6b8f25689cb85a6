// The rules an import's dry run checks (docs/requirements/students.md#import), by the `code` an
// ImportProblem carries: the server writes `message` in English from this list, and the portal
// shows its own words for the code in the member's language (src/portal/i18n/import.ts), so
// both sides name the same rules.

export const IMPORT_PROBLEMS = [
  { code: 'required', message: 'A value is required.' },
  { code: 'too_long', message: 'The value is too long.' },
  { code: 'control_characters', message: 'The value has control characters.' },
  { code: 'bad_date', message: 'The date is not in YYYY-MM-DD or DD/MM/YYYY form.' },
  { code: 'future_date', message: 'The date is in the future.' },
  { code: 'unknown_class', message: 'The school has no class of this name.' },
  { code: 'unknown_section', message: 'The class has no section of this name.' },
  { code: 'bad_gender', message: 'The gender must be female, male or other.' },
  {
    code: 'bad_relation',
    message: 'The relation must be mother, father, guardian, grandparent, sibling or other.',
  },
  { code: 'bad_language', message: 'The language must be English or Hindi.' },
  { code: 'bad_phone', message: 'The phone number must have 10 digits.' },
  { code: 'bad_email', message: 'This is not an e-mail address.' },
  { code: 'bad_number', message: 'The roll number must be a whole number from 1 to 9999.' },
  { code: 'duplicate_in_file', message: 'The same value is on another row of the file.' },
  { code: 'unknown_column', message: 'The column is not one of the template’s.' },
  { code: 'missing_column', message: 'A required column is missing.' },
  { code: 'too_many_rows', message: 'The file has more than 10,000 rows.' },
] as const;

export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number]['code'];

/** The English message of each code. */
export const IMPORT_PROBLEM_MESSAGES = Object.fromEntries(
  IMPORT_PROBLEMS.map((problem) => [problem.code, problem.message]),
) as Record<ImportProblemCode, string>;

export function isImportProblemCode(code: string): code is ImportProblemCode {
  return Object.hasOwn(IMPORT_PROBLEM_MESSAGES, code);
}
