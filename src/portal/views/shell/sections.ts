// The portal's sections and the permission each needs to be seen (docs/requirements/portal.md).
import type { Permission } from '../../../../common/portal/permissions';
import type { PortalPath } from '../../lib/navigation';

export type SectionKey = 'members' | 'roles' | 'employees' | 'academics' | 'students' | 'audit';

export const SECTIONS: ReadonlyArray<{ key: SectionKey; to: PortalPath; permission: Permission }> = [
  { key: 'members', to: '/members', permission: 'members.view' },
  { key: 'roles', to: '/roles', permission: 'roles.view' },
  { key: 'employees', to: '/employees', permission: 'employees.view' },
  { key: 'academics', to: '/academics', permission: 'academics.view' },
  { key: 'students', to: '/students', permission: 'students.view' },
  { key: 'audit', to: '/audit', permission: 'audit.view' },
];
