// Who may import what (docs/requirements/students.md#import): an import obeys the permissions of
// the forms. A row that adds a record needs the permission to create one by hand; a row that
// changes a record the school already has needs the permission to edit it, as the form's PATCH
// does. The Import section opens for any one of the create permissions. Shared by the server's
// import routes and the portal's navigation (apart from the import screen, so the navigation can
// read it without loading that screen).
import type { ImportKind } from '../api/portal/imports';
import type { Permission } from './permissions';

interface ImportPermissions {
  /** To download the template, upload, run and watch an import, and to add records with it. */
  create: Permission;
  /** Also needed for a row that changes an existing record. */
  edit: Permission;
}

export const IMPORT_PERMISSIONS: Readonly<Record<ImportKind, ImportPermissions>> = {
  students: { create: 'students.create', edit: 'students.edit' },
  employees: { create: 'employees.create', edit: 'employees.edit' },
  learning_centres: { create: 'academics.create', edit: 'academics.edit' },
};
