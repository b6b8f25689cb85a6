import type { ImportProblem } from '@common/api/portal/imports';
import { IMPORT_HEADERS } from '@common/api/portal/imports';
import { problemAt } from './columns';

// A row refused because it would change a record the school already has, and the member may only
// add such records (docs/requirements/students.md#import): an import obeys the permissions of the
// forms, so a member who may not PATCH a student may not change one through a file either. Each
// kind has its own code, for the portal to say in the member's language.

const REFUSALS = {
  student: { code: 'cannot_change_student', key: 'admissionNumber' },
  guardian: { code: 'cannot_change_guardian', key: 'guardianPhone' },
  employee: { code: 'cannot_change_employee', key: 'name' },
  centre: { code: 'cannot_change_centre', key: 'address' },
} as const;

/** `name`: the row's name; `value`: the refused column's value. */
export function changeRefused(
  row: number,
  record: keyof typeof REFUSALS,
  name: string,
  value: string,
): ImportProblem {
  const { code, key } = REFUSALS[record];
  return problemAt(row, IMPORT_HEADERS.en[key] ?? key, key, code, { name, value });
}
