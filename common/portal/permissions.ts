// The school portal's permission matrix (docs/requirements/portal.md#roles): a permission is a
// resource and an action, written `resource.action`. The server checks one on every portal route
// (server/routes/portal/*); the portal's views hide what the signed-in member's role lacks. Pure
// data, shared by both sides: adding a resource here adds a row to the role editor's matrix.

export const PORTAL_ACTIONS = [
  'view',
  'create',
  'edit',
  'delete',
  'export',
  'collect',
  'cancel',
  'configure',
  'concession',
  'enter',
  'publish',
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/**
 * Each resource with the actions it has. `students.delete` is erasing a student's personal data;
 * `students.export` is taking student data out of the portal (CSV of a list, a student's full
 * record); `audit.view` is reading the log of who saw or changed student data. `timetable.*`
 * covers the bell schedule and the sections' timetables. `attendance.create` is taking attendance
 * for the sections one teaches (by the timetable) or is class teacher of; `attendance.edit` is
 * taking or correcting it for any section and setting the school's attendance rules;
 * `attendance.export` is the registers' CSV. `school.export` is the whole school's data in one ZIP
 * (every table of the school, docs/requirements/school-data.md#export); `school.delete` is closing
 * the school's account, which erases its personal data after the grace period
 * (docs/requirements/school-data.md#closing): the owner's alone. Fees
 * (docs/requirements/fees.md#who-may-do-what): `fees.view` reads dues, receipts and reports;
 * `fees.collect` records payments at the counter or by a UPI reference and resolves statement
 * lines; `fees.cancel` cancels a receipt or records a refund; `fees.configure` sets heads, plans,
 * fines, UPI, receipts and GST; `fees.concession` grants concessions and waives fines. Exams
 * (docs/requirements/exams.md#who-may-do-what): `exams.view` reads schedules, completion, results
 * and report cards; `exams.enter` enters marks for the sections and subjects one teaches and, as a
 * section's class teacher, its co-scholastic grades, remarks and proofreading; `exams.publish`
 * publishes a term's results and corrects a published one; `exams.configure` sets schemes, terms
 * and schedules.
 */
export const PORTAL_MATRIX = {
  members: ['view', 'create', 'edit', 'delete'],
  roles: ['view', 'create', 'edit', 'delete'],
  employees: ['view', 'create', 'edit', 'delete'],
  academics: ['view', 'create', 'edit', 'delete'],
  students: ['view', 'create', 'edit', 'delete', 'export'],
  audit: ['view'],
  timetable: ['view', 'create', 'edit', 'delete'],
  attendance: ['view', 'create', 'edit', 'export'],
  school: ['export', 'delete'],
  fees: ['view', 'collect', 'cancel', 'configure', 'concession'],
  exams: ['view', 'enter', 'publish', 'configure'],
} as const satisfies Record<string, readonly PortalAction[]>;

export type PortalResource = keyof typeof PORTAL_MATRIX;
export const PORTAL_RESOURCES = Object.keys(PORTAL_MATRIX) as PortalResource[];

export type Permission = {
  [R in PortalResource]: `${R}.${(typeof PORTAL_MATRIX)[R][number]}`;
}[PortalResource];

/** Whether a resource has an action (the role editor leaves the other cells empty). */
export function hasAction(resource: PortalResource, action: PortalAction): boolean {
  return (PORTAL_MATRIX[resource] as readonly PortalAction[]).includes(action);
}

export const ALL_PERMISSIONS: readonly Permission[] = PORTAL_RESOURCES.flatMap((resource) =>
  PORTAL_MATRIX[resource].map((action) => `${resource}.${action}` as Permission),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

export const BUILT_IN_ROLES = ['owner', 'administrator', 'teacher', 'office_staff', 'accountant'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/**
 * What each built-in role may do. The owner and administrators run the school's portal; a teacher
 * reads the academic structure (classes, sections, subjects), the staff directory and the students
 * (never exporting them); office staff keep the employee and student records and see who has
 * access and take fees at the counter; the accountant keeps the school's fees (every `fees.*`) and
 * reads the students and classes they bill, and the staff (a staff ward's concession names one). Teachers have nothing of fees; they read exams and enter marks for what they teach. Erasing a student, reading the audit log and exporting the whole school are the owner's
 * and administrators'; closing the school's account (`school.delete`) is the owner's alone, and no
 * one else can grant it (the authority rule: nobody grants what they do not hold). A role's grants
 * never change once created for built-in roles: schools that want something else make a custom role.
 */
export const BUILT_IN_PERMISSIONS: Readonly<Record<BuiltInRole, readonly Permission[]>> = {
  owner: ALL_PERMISSIONS,
  administrator: ALL_PERMISSIONS.filter((permission) => permission !== 'school.delete'),
  teacher: [
    'academics.view',
    'employees.view',
    'students.view',
    'timetable.view',
    'attendance.view',
    'attendance.create',
    'exams.view',
    'exams.enter',
  ],
  office_staff: [
    'members.view',
    'employees.view',
    'employees.create',
    'employees.edit',
    'employees.delete',
    'academics.view',
    'students.view',
    'students.create',
    'students.edit',
    'students.export',
    'timetable.view',
    'attendance.view',
    'attendance.export',
    'fees.view',
    'fees.collect',
  ],
  accountant: [
    'employees.view',
    'academics.view',
    'students.view',
    'fees.view',
    'fees.collect',
    'fees.cancel',
    'fees.configure',
    'fees.concession',
  ],
};

/**
 * What a permission brings with it. Every action brings its resource's view: one cannot change
 * what one cannot see. `attendance.edit` (taking or correcting any class) brings
 * `attendance.create` (taking one's own): a role allowed any class but not its own would be refused
 * the taking screen, whose door is `attendance.create`.
 */
const BRINGS: Partial<Record<Permission, readonly Permission[]>> = {
  'attendance.edit': ['attendance.create'],
};

function broughtBy(permission: Permission): Permission[] {
  const resource = permission.slice(0, permission.indexOf('.'));
  return [`${resource}.view` as Permission, ...(BRINGS[permission] ?? [])];
}

/** The permissions with what each brings (the rule above); anything that is not a permission dropped. */
export function normalisePermissions(permissions: Iterable<string>): Permission[] {
  const chosen = new Set<Permission>();
  const add = (permission: Permission) => {
    if (chosen.has(permission)) return;
    chosen.add(permission);
    for (const brought of broughtBy(permission)) add(brought);
  };
  for (const value of permissions) if (isPermission(value)) add(value);
  return ALL_PERMISSIONS.filter((permission) => chosen.has(permission));
}

/**
 * The permissions without `permission` and without everything that brings it: taking away a
 * resource's view takes away every action on it, taking away `attendance.create` takes away
 * `attendance.edit`.
 */
export function withoutPermission(permissions: readonly Permission[], permission: Permission): Permission[] {
  const removed = new Set<Permission>([permission]);
  for (;;) {
    const kept = permissions.filter((other) => !removed.has(other));
    const dependent = kept.filter((other) => broughtBy(other).some((brought) => removed.has(brought)));
    if (dependent.length === 0) return kept;
    for (const other of dependent) removed.add(other);
  }
}
