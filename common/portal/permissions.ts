// The school portal's permission matrix (docs/requirements/portal.md#roles): a permission is a
// resource and an action, written `resource.action`. The server checks one on every portal route
// (server/routes/portal/*); the portal's views hide what the signed-in member's role lacks. Pure
// data, shared by both sides: adding a resource here adds a row to the role editor's matrix.

export const PORTAL_RESOURCES = ['members', 'roles', 'employees', 'academics'] as const;
export type PortalResource = (typeof PORTAL_RESOURCES)[number];

export const PORTAL_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export type Permission = `${PortalResource}.${PortalAction}`;

export const ALL_PERMISSIONS: readonly Permission[] = PORTAL_RESOURCES.flatMap((resource) =>
  PORTAL_ACTIONS.map((action) => `${resource}.${action}` as const),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

export const BUILT_IN_ROLES = ['owner', 'administrator', 'teacher', 'office_staff'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/**
 * What each built-in role may do. The owner and administrators run the school's portal; a teacher
 * reads the academic structure (classes, sections, subjects) and the staff directory; office staff
 * keep the employee records and see who has access. A role's grants never change once created
 * for built-in roles: schools that want something else make a custom role.
 */
export const BUILT_IN_PERMISSIONS: Readonly<Record<BuiltInRole, readonly Permission[]>> = {
  owner: ALL_PERMISSIONS,
  administrator: ALL_PERMISSIONS,
  teacher: ['academics.view', 'employees.view'],
  office_staff: [
    'members.view',
    'employees.view',
    'employees.create',
    'employees.edit',
    'employees.delete',
    'academics.view',
  ],
};

/** A view action comes with any other action on the same resource: one cannot edit what one cannot see. */
export function normalisePermissions(permissions: Iterable<string>): Permission[] {
  const chosen = new Set<Permission>();
  for (const value of permissions) {
    if (!isPermission(value)) continue;
    chosen.add(value);
    chosen.add(`${value.slice(0, value.indexOf('.'))}.view` as Permission);
  }
  return ALL_PERMISSIONS.filter((permission) => chosen.has(permission));
}
