import type { ImportProblem } from '@common/api/portal/imports';

// A row refused because it would change a record the school already has, and the member may only
// add such records (docs/requirements/students.md#import): an import obeys the permissions of the
// forms, so a member who may not PATCH a student may not change one through a file either. Each
// kind has its own code, for the portal to say in the member's language.

const REFUSALS = {
  student: {
    code: 'cannot_change_student',
    column: 'Admission number',
    message: 'This row changes a student the school already has: you may add students but not change them.',
  },
  guardian: {
    code: 'cannot_change_guardian',
    column: 'Guardian phone',
    message:
      'This row changes the name, e-mail or language of a guardian the school already has: you may add students but not change existing guardians.',
  },
  employee: {
    code: 'cannot_change_employee',
    column: 'Name',
    message:
      'This row changes an employee the school already has: you may add employees but not change them.',
  },
  centre: {
    code: 'cannot_change_centre',
    column: 'Address',
    message:
      'This row changes the address of a learning centre the school already has: you may add learning centres but not change them.',
  },
} as const;

export function changeRefused(row: number, record: keyof typeof REFUSALS): ImportProblem {
  return { row, ...REFUSALS[record] };
}
