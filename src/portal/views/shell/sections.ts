// The portal's sections and the permission each needs to be seen (docs/requirements/portal.md).

import type { Me } from '@common/api/portal/session';
import { IMPORT_PERMISSIONS } from '@common/portal/import-permissions';
import type { Permission } from '@common/portal/permissions';
import type { PortalPath } from '@portal/lib/navigation';
import { hasPermission } from '@portal/lib/use-portal-member';

export type SectionKey =
  | 'members'
  | 'roles'
  | 'employees'
  | 'academics'
  | 'attendance'
  | 'students'
  | 'import'
  | 'audit'
  | 'timetable'
  | 'schoolData'
  | 'fees'
  | 'exams';

export interface Section {
  key: SectionKey;
  to: PortalPath;
  /** The permission that opens the section, or several of which any one does. */
  permission: Permission | readonly Permission[];
}

export const SECTIONS: readonly Section[] = [
  { key: 'members', to: '/members', permission: 'members.view' },
  { key: 'roles', to: '/roles', permission: 'roles.view' },
  { key: 'employees', to: '/employees', permission: 'employees.view' },
  { key: 'academics', to: '/academics', permission: 'academics.view' },
  { key: 'attendance', to: '/attendance', permission: 'attendance.view' },
  { key: 'fees', to: '/fees', permission: 'fees.view' },
  { key: 'exams', to: '/exams', permission: ['exams.view', 'exams.enter'] },
  { key: 'students', to: '/students', permission: 'students.view' },
  { key: 'import', to: '/import', permission: Object.values(IMPORT_PERMISSIONS).map((kind) => kind.create) },
  { key: 'audit', to: '/audit', permission: 'audit.view' },
  { key: 'timetable', to: '/timetable', permission: 'timetable.view' },
  { key: 'schoolData', to: '/school-data', permission: ['school.export', 'school.delete'] },
];

export function canOpen(member: Me | null, section: Section): boolean {
  const permissions = typeof section.permission === 'string' ? [section.permission] : section.permission;
  return permissions.some((permission) => hasPermission(member, permission));
}
