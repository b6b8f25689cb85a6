// Who may import what: a kind of record is imported with the permission to create it by hand,
// and the Import section opens for any one of them. Apart from the page, so the navigation can
// read it without loading the import screen.
import type { ImportKind } from '../../../../common/api/portal/imports';
import type { Permission } from '../../../../common/portal/permissions';

export const IMPORT_PERMISSIONS: Readonly<Record<ImportKind, Permission>> = {
  students: 'students.create',
  employees: 'employees.create',
  learning_centres: 'academics.create',
};
