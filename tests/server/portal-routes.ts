// The portal's signed-in routes and the permission each needs, as docs/requirements/portal.md#api
// states them: the permission matrix test runs each under every built-in role, and the isolation
// suite runs each as a member of one school on the other school's data. A route added to the
// server without a row here fails portal-permissions.test.ts.
import { randomUUID } from 'node:crypto';
import { CBSE_MIDDLE } from '@common/exams/presets';
import type { Permission } from '@common/portal/permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The kinds of record a route's `{id}` names. */
/** Every kind of record a route test can make (portal-records.ts: freshRecord). */
export const RECORD_KINDS = [
  'member',
  'role',
  'department',
  'designation',
  'employee',
  'year',
  'centre',
  'class',
  /** A class the school added itself (removable: nothing else stands on it). */
  'course',
  'section',
  'subject',
  'student',
  /** A consent of a student: `{id}` is the student, `{consentId}` the consent. */
  'consent',
  'import',
  /** A whole-school export (the newest, while one is being made). */
  'export',
  /** A section of the first class with a subject in Monday's period 1 (the main centre rings it). */
  'slot',
  'feeHead',
  /** A fee plan of the first section, with its empty draft. */
  'feePlan',
  'feeRule',
  /** A scholarship granted to a new student. */
  'feeConcession',
  /** A receipt of a payment (a head, a published plan, a student of its section who paid part). */
  'receipt',
  'statement',
  /** The one unmatched line of a new statement. */
  'statementLine',
  /** An assessment scheme copied from the CBSE VI-VIII preset. */
  'examScheme',
  /** A new section of the first class and the class's first subject: `{section}` and `{subject}`. */
  'sheet',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

export interface PortalRoute {
  method: Method;
  /** With `{id}` where a record's id goes. */
  path: string;
  /** null: any signed-in member. */
  permission: Permission | null;
  /** What `{id}` names. */
  id?: RecordKind;
  /** A body that passes validation (the permission check is what is being tested). */
  body?: (unique: string) => unknown;
  /** A file as the body instead (an upload), with its media type. */
  file?: { type: string; body: (unique: string) => string };
  /** Appended to the path (a query the route requires; `{id}` in it is filled in too). */
  query?: string;
  /** Answers a file, not JSON (left out of the reads that compare JSON). */
  download?: true;
}

const student = (unique: string) => ({
  admissionNumber: `R-${unique}`,
  name: `Student ${unique}`,
  guardians: [{ name: 'Sunita Devi', relation: 'mother', phone: '98765 43210' }],
});

/** A learning centres file with one row: the fresh import of the matrix and isolation tests. */
export const CENTRE_FILE = (unique: string) => `Name,Address\r\nCentre ${unique},Somewhere\r\n`;

/** A statement with one credit that matches nothing: a new statement's one unmatched line. */
export const STATEMENT_FILE = (unique: string) =>
  `Txn Date,Narration,Credit\r\n27/11/2026,UPI/NOBODY/${unique},100.00\r\n`;

const key = () => randomUUID();
const FEE_SETTINGS = {
  upiVpa: 'school@sbi',
  upiPayee: 'Matrix Public School',
  receiptSeries: 'R',
  fineGraceDays: 0,
  fineKind: 'none',
  finePaise: 0,
  fineCapPaise: 0,
  advanceLimitPaise: 0,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '+91 98765 43210',
  gstMode: false,
  gstin: '',
};
const feeHead = (u: string) => ({ name: `Head ${u}`, kind: 'recurring', gstRateBp: 0 });
const feeRule = (u: string) => ({
  name: `Rule ${u}`,
  kind: 'scholarship',
  mode: 'percent',
  value: 1000,
  headIds: [],
  active: true,
});

/** Monday's one period, as the timetable routes' records ring it. */
export const BELL_PERIOD = {
  number: 1,
  startsAt: '08:00',
  endsAt: '08:40',
  label: 'Period 1',
  teaching: true,
};

/**
 * The guardians' routes (docs/requirements/guardians.md): not a member's, whatever the role. The
 * two that sign a guardian in are open; the rest need a guardian's session
 * (tests/server/portal-guardian-routes.test.ts).
 */
export const GUARDIAN_ROUTES: readonly { method: Method; path: string; signedIn: boolean }[] = [
  { method: 'POST', path: '/guardian/code', signedIn: false },
  { method: 'POST', path: '/guardian/session', signedIn: false },
  { method: 'DELETE', path: '/guardian/session', signedIn: true },
  { method: 'GET', path: '/guardian/home', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/results', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/attendance', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/dues', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/messages', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/timetable', signedIn: true },
  { method: 'GET', path: '/guardian/children/{id}/consent', signedIn: true },
  { method: 'PUT', path: '/guardian/children/{id}/consent', signedIn: true },
];

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { method: 'GET', path: '/me', permission: null },
  { method: 'GET', path: '/members', permission: 'members.view' },
  {
    method: 'POST',
    path: '/members',
    permission: 'members.create',
    body: (u) => ({ email: `invitee-${u}@example.in`, name: `Invitee ${u}`, roleId: '{teacherRole}' }),
  },
  { method: 'POST', path: '/members/{id}/resend', permission: 'members.create', id: 'member' },
  {
    method: 'PATCH',
    path: '/members/{id}',
    permission: 'members.edit',
    id: 'member',
    body: () => ({ status: 'active' }),
  },
  { method: 'DELETE', path: '/members/{id}', permission: 'members.delete', id: 'member' },
  { method: 'GET', path: '/roles', permission: 'roles.view' },
  {
    method: 'POST',
    path: '/roles',
    permission: 'roles.create',
    body: (u) => ({ name: `Role ${u}`, permissions: ['academics.view'] }),
  },
  {
    method: 'PATCH',
    path: '/roles/{id}',
    permission: 'roles.edit',
    id: 'role',
    body: (u) => ({ name: `Role ${u}`, permissions: ['academics.view'] }),
  },
  { method: 'DELETE', path: '/roles/{id}', permission: 'roles.delete', id: 'role' },
  { method: 'GET', path: '/departments', permission: 'employees.view' },
  {
    method: 'POST',
    path: '/departments',
    permission: 'employees.create',
    body: (u) => ({ name: `Dept ${u}` }),
  },
  {
    method: 'PATCH',
    path: '/departments/{id}',
    permission: 'employees.edit',
    id: 'department',
    body: (u) => ({ name: `Dept ${u}` }),
  },
  { method: 'DELETE', path: '/departments/{id}', permission: 'employees.delete', id: 'department' },
  { method: 'GET', path: '/designations', permission: 'employees.view' },
  {
    method: 'POST',
    path: '/designations',
    permission: 'employees.create',
    body: (u) => ({ name: `Post ${u}` }),
  },
  {
    method: 'PATCH',
    path: '/designations/{id}',
    permission: 'employees.edit',
    id: 'designation',
    body: (u) => ({ name: `Post ${u}` }),
  },
  { method: 'DELETE', path: '/designations/{id}', permission: 'employees.delete', id: 'designation' },
  { method: 'GET', path: '/employees', permission: 'employees.view' },
  {
    method: 'POST',
    path: '/employees',
    permission: 'employees.create',
    body: (u) => ({ name: `Employee ${u}`, phone: '+919876543210' }),
  },
  {
    method: 'PATCH',
    path: '/employees/{id}',
    permission: 'employees.edit',
    id: 'employee',
    body: (u) => ({ name: `Employee ${u}`, phone: '+919876543210' }),
  },
  { method: 'DELETE', path: '/employees/{id}', permission: 'employees.delete', id: 'employee' },
  { method: 'GET', path: '/academic-years', permission: 'academics.view' },
  {
    method: 'POST',
    path: '/academic-years',
    permission: 'academics.create',
    body: (u) => ({ name: `Y-${u}`, startsOn: '2030-04-01', endsOn: '2031-03-31' }),
  },
  {
    method: 'PATCH',
    path: '/academic-years/{id}',
    permission: 'academics.edit',
    id: 'year',
    body: (u) => ({ name: `Y-${u}`, startsOn: '2030-04-01', endsOn: '2031-03-31' }),
  },
  { method: 'GET', path: '/learning-centres', permission: 'academics.view' },
  {
    method: 'POST',
    path: '/learning-centres',
    permission: 'academics.create',
    body: (u) => ({ name: `Centre ${u}` }),
  },
  {
    method: 'PATCH',
    path: '/learning-centres/{id}',
    permission: 'academics.edit',
    id: 'centre',
    body: (u) => ({ name: `Centre ${u}` }),
  },
  { method: 'DELETE', path: '/learning-centres/{id}', permission: 'academics.delete', id: 'centre' },
  { method: 'GET', path: '/classes', permission: 'academics.view' },
  { method: 'GET', path: '/setup-progress', permission: 'academics.view' },
  { method: 'GET', path: '/classes/{id}', permission: 'academics.view', id: 'class' },
  {
    method: 'POST',
    path: '/classes',
    permission: 'academics.create',
    body: (u) => ({ name: `Own class ${u}` }),
  },
  // No class listed: the school's classes are not these (409), the permission is what is tested.
  { method: 'PUT', path: '/classes/order', permission: 'academics.edit', body: () => ({ ids: [] }) },
  {
    method: 'PATCH',
    path: '/classes/{id}',
    permission: 'academics.edit',
    id: 'course',
    body: (u) => ({ name: `Renamed class ${u}` }),
  },
  { method: 'DELETE', path: '/classes/{id}', permission: 'academics.delete', id: 'course' },
  {
    method: 'POST',
    path: '/classes/{id}/sections',
    permission: 'academics.create',
    id: 'class',
    body: (u) => ({ name: `S${u}` }),
  },
  {
    method: 'PATCH',
    path: '/sections/{id}',
    permission: 'academics.edit',
    id: 'section',
    body: (u) => ({ name: `S${u}` }),
  },
  { method: 'DELETE', path: '/sections/{id}', permission: 'academics.delete', id: 'section' },
  {
    method: 'POST',
    path: '/classes/{id}/subjects',
    permission: 'academics.create',
    id: 'class',
    body: (u) => ({ name: `Subject ${u}` }),
  },
  {
    method: 'PATCH',
    path: '/subjects/{id}',
    permission: 'academics.edit',
    id: 'subject',
    body: (u) => ({ name: `Subject ${u}` }),
  },
  { method: 'DELETE', path: '/subjects/{id}', permission: 'academics.delete', id: 'subject' },
  { method: 'GET', path: '/students', permission: 'students.view' },
  { method: 'GET', path: '/students/export.csv', permission: 'students.export' },
  { method: 'GET', path: '/students/alert-reach', permission: 'students.view' },
  { method: 'GET', path: '/students/{id}/alerts', permission: 'students.view', id: 'student' },
  {
    method: 'POST',
    path: '/students/consents',
    permission: 'students.edit',
    body: () => ({
      studentIds: ['{studentId}'],
      method: 'in_person',
      givenOn: '2026-04-01',
      purposes: ['school_records'],
    }),
  },
  { method: 'POST', path: '/students', permission: 'students.create', body: student },
  { method: 'GET', path: '/students/{id}', permission: 'students.view', id: 'student' },
  { method: 'PATCH', path: '/students/{id}', permission: 'students.edit', id: 'student', body: student },
  {
    method: 'POST',
    path: '/students/{id}/move',
    permission: 'students.edit',
    id: 'student',
    body: () => ({ sectionId: '{sectionId}' }),
  },
  {
    method: 'POST',
    path: '/students/{id}/leave',
    permission: 'students.edit',
    id: 'student',
    body: () => ({ leftOn: '2025-03-31' }),
  },
  {
    method: 'POST',
    path: '/students/{id}/consents',
    permission: 'students.edit',
    id: 'student',
    body: () => ({
      guardianName: 'Sunita Devi',
      relation: 'mother',
      method: 'admission_form',
      givenOn: '2025-04-01',
      purposes: ['school_records'],
    }),
  },
  {
    method: 'POST',
    path: '/students/{id}/consents/{consentId}/withdraw',
    permission: 'students.edit',
    id: 'consent',
  },
  { method: 'GET', path: '/students/{id}/data.json', permission: 'students.export', id: 'student' },
  { method: 'GET', path: '/students/{id}/data.csv', permission: 'students.export', id: 'student' },
  {
    method: 'POST',
    path: '/students/{id}/erase',
    permission: 'students.delete',
    id: 'student',
    body: () => ({ reason: 'The guardian asked for erasure.' }),
  },
  { method: 'GET', path: '/audit', permission: 'audit.view' },
  // Bulk import: the kind's create permission; an import's routes, its own kind's (the fresh
  // import is of learning centres: academics.create).
  {
    method: 'GET',
    path: '/imports/templates/{kind}',
    permission: 'academics.create',
    query: '?format=csv',
    download: true,
  },
  {
    method: 'POST',
    path: '/imports/{kind}',
    permission: 'academics.create',
    file: { type: 'text/csv', body: CENTRE_FILE },
  },
  { method: 'GET', path: '/imports/{id}', permission: 'academics.create', id: 'import' },
  { method: 'GET', path: '/imports/{id}/skipped', permission: 'academics.create', id: 'import' },
  {
    method: 'POST',
    path: '/imports/{id}/run',
    permission: 'academics.create',
    id: 'import',
    body: () => ({ validRowsOnly: true }),
  },
  { method: 'POST', path: '/imports/{id}/cancel', permission: 'academics.create', id: 'import' },
  // A school's whole data (docs/requirements/school-data.md): the export, and closing the account
  // (the right code: the owner's call asks for the closing, the DELETE below cancels it).
  { method: 'GET', path: '/school-data/exports', permission: 'school.export' },
  { method: 'POST', path: '/school-data/exports', permission: 'school.export' },
  { method: 'GET', path: '/school-data/exports/{id}', permission: 'school.export', id: 'export' },
  {
    method: 'GET',
    path: '/school-data/exports/{id}/file',
    permission: 'school.export',
    id: 'export',
    download: true,
  },
  { method: 'GET', path: '/school-data/closure', permission: 'school.delete' },
  {
    method: 'POST',
    path: '/school-data/closure',
    permission: 'school.delete',
    body: () => ({ code: '{schoolCode}' }),
  },
  { method: 'DELETE', path: '/school-data/closure', permission: 'school.delete' },
  // The timetable (docs/requirements/school-day.md#timetable): `{centreId}` is the record's id,
  // `{weekday}` and `{period}` are Monday's first.
  {
    method: 'GET',
    path: '/bell-schedule',
    permission: 'timetable.view',
    id: 'centre',
    query: '?centreId={id}',
  },
  {
    method: 'PUT',
    path: '/bell-schedule/{centreId}/{weekday}',
    permission: 'timetable.edit',
    id: 'centre',
    body: () => ({ periods: [BELL_PERIOD] }),
  },
  {
    method: 'POST',
    path: '/bell-schedule/{centreId}/copy',
    permission: 'timetable.edit',
    id: 'centre',
    body: () => ({ fromWeekday: 1, toWeekdays: [7] }),
  },
  {
    method: 'POST',
    path: '/sections/{id}/timetable/fill',
    permission: 'timetable.edit',
    id: 'slot',
    body: () => ({ allocations: [{ subjectId: '{subjectId}', teacherId: null, periods: 1 }], apply: false }),
  },
  {
    method: 'POST',
    path: '/sections/{id}/timetable/{weekday}/{period}/repeat',
    permission: 'timetable.edit',
    id: 'slot',
    body: () => ({ weekdays: [7] }),
  },
  {
    method: 'PATCH',
    path: '/sections/{id}/staffing',
    permission: 'timetable.edit',
    id: 'section',
    body: () => ({ classTeacherId: null }),
  },
  { method: 'GET', path: '/sections/{id}/timetable', permission: 'timetable.view', id: 'section' },
  {
    method: 'PUT',
    path: '/sections/{id}/timetable/{weekday}/{period}',
    permission: 'timetable.edit',
    id: 'slot',
    body: () => ({ subjectId: '{subjectId}', teacherId: null }),
  },
  {
    method: 'DELETE',
    path: '/sections/{id}/timetable/{weekday}/{period}',
    permission: 'timetable.edit',
    id: 'slot',
  },
  { method: 'GET', path: '/timetable/mine', permission: 'timetable.view' },
  { method: 'GET', path: '/employees/{id}/timetable', permission: 'timetable.view', id: 'employee' },
  { method: 'GET', path: '/attendance/settings', permission: 'attendance.view' },
  {
    method: 'PUT',
    path: '/attendance/settings',
    permission: 'attendance.edit',
    body: () => ({ mode: 'daily', lockTime: '16:00' }),
  },
  { method: 'GET', path: '/attendance/today', permission: 'attendance.create' },
  {
    method: 'GET',
    path: '/attendance/sections/{id}',
    permission: 'attendance.view',
    id: 'section',
    query: '?date=2026-01-15',
  },
  // A day long past: whoever may take attendance is refused by the lock (409), not the permission.
  {
    method: 'PUT',
    path: '/attendance/sections/{id}',
    permission: 'attendance.create',
    id: 'section',
    body: () => ({
      submissionId: randomUUID(),
      date: '2001-01-15',
      takenAt: '2001-01-15T04:00:00.000Z',
      marks: [],
    }),
  },
  {
    method: 'GET',
    path: '/attendance/register',
    permission: 'attendance.view',
    id: 'section',
    query: '?sectionId={id}&month=2026-01',
  },
  {
    method: 'GET',
    path: '/attendance/register.csv',
    permission: 'attendance.export',
    id: 'section',
    query: '?sectionId={id}&month=2026-01',
    download: true,
  },
  { method: 'GET', path: '/attendance/summary', permission: 'attendance.view' },
  // Fees (docs/requirements/fees.md): set-up, concessions, the counter, the ledger, reports, statements.
  { method: 'GET', path: '/fees/settings', permission: 'fees.view' },
  { method: 'PUT', path: '/fees/settings', permission: 'fees.configure', body: () => FEE_SETTINGS },
  { method: 'GET', path: '/fees/heads', permission: 'fees.view' },
  { method: 'POST', path: '/fees/heads', permission: 'fees.configure', body: feeHead },
  { method: 'PUT', path: '/fees/heads/{id}', permission: 'fees.configure', id: 'feeHead', body: feeHead },
  { method: 'GET', path: '/fees/plans', permission: 'fees.view' },
  {
    method: 'POST',
    path: '/fees/plans',
    permission: 'fees.configure',
    body: (u) => ({ name: `Plan ${u}`, classId: null, sectionId: '{sectionId}', category: `Cat ${u}` }),
  },
  { method: 'GET', path: '/fees/plans/{id}', permission: 'fees.view', id: 'feePlan' },
  {
    method: 'PUT',
    path: '/fees/plans/{id}/draft',
    permission: 'fees.configure',
    id: 'feePlan',
    body: () => ({
      effectiveFrom: '2026-04-01',
      instalments: [{ key: 'i1', label: 'Term 1', dueOn: '2026-04-10', amounts: [] }],
    }),
  },
  { method: 'DELETE', path: '/fees/plans/{id}/draft', permission: 'fees.configure', id: 'feePlan' },
  { method: 'POST', path: '/fees/plans/{id}/publish', permission: 'fees.configure', id: 'feePlan' },
  {
    method: 'PUT',
    path: '/fees/students/{id}/categories',
    permission: 'fees.configure',
    id: 'student',
    body: () => ({ categories: ['Hostel'] }),
  },
  { method: 'GET', path: '/fees/concession-rules', permission: 'fees.view' },
  { method: 'POST', path: '/fees/concession-rules', permission: 'fees.concession', body: feeRule },
  {
    method: 'PUT',
    path: '/fees/concession-rules/{id}',
    permission: 'fees.concession',
    id: 'feeRule',
    body: feeRule,
  },
  { method: 'GET', path: '/fees/students/{id}/concessions', permission: 'fees.view', id: 'student' },
  {
    method: 'POST',
    path: '/fees/concessions',
    permission: 'fees.concession',
    body: () => ({
      studentId: '{studentId}',
      ruleId: '{ruleId}',
      validFrom: '2026-04-01',
      validTo: null,
      reason: 'Merit list',
      approvedBy: 'The principal',
      employeeId: null,
    }),
  },
  {
    method: 'POST',
    path: '/fees/concessions/{id}/end',
    permission: 'fees.concession',
    id: 'feeConcession',
    body: () => ({ reason: 'Ended by the committee' }),
  },
  { method: 'GET', path: '/fees/search', permission: 'fees.collect', query: '?q=Student' },
  { method: 'GET', path: '/fees/students/{id}/dues', permission: 'fees.view', id: 'student' },
  { method: 'GET', path: '/fees/students/{id}/family', permission: 'fees.view', id: 'student' },
  { method: 'GET', path: '/fees/students/{id}/ledger', permission: 'fees.view', id: 'student' },
  { method: 'GET', path: '/fees/sections/{id}/dues', permission: 'fees.view', id: 'section' },
  {
    method: 'POST',
    path: '/fees/payments',
    permission: 'fees.collect',
    body: () => ({ key: key(), studentId: '{studentId}', amountPaise: 100, mode: 'cash', reference: '' }),
  },
  { method: 'GET', path: '/fees/receipts/{id}', permission: 'fees.view', id: 'receipt' },
  {
    method: 'POST',
    path: '/fees/receipts/{id}/cancel',
    permission: 'fees.cancel',
    id: 'receipt',
    body: () => ({ key: key(), reason: 'Taken for the wrong student' }),
  },
  {
    method: 'POST',
    path: '/fees/refunds',
    permission: 'fees.cancel',
    body: () => ({
      key: key(),
      studentId: '{studentId}',
      amountPaise: 100,
      mode: 'cash',
      reference: '',
      reason: 'Paid twice',
    }),
  },
  {
    method: 'POST',
    path: '/fees/waivers',
    permission: 'fees.concession',
    body: () => ({
      key: key(),
      studentId: '{studentId}',
      planId: key(),
      instalmentKey: 'i1',
      amountPaise: 100,
      reason: 'Hospital stay',
    }),
  },
  {
    method: 'POST',
    path: '/fees/students/{id}/leaving-refund',
    permission: 'fees.cancel',
    id: 'student',
    body: () => ({ key: key(), leftOn: '2026-11-01', mode: 'cash', reference: '' }),
  },
  { method: 'GET', path: '/fees/reports/day-book', permission: 'fees.view' },
  { method: 'GET', path: '/fees/reports/defaulters', permission: 'fees.view' },
  { method: 'GET', path: '/fees/reports/collection', permission: 'fees.view' },
  { method: 'GET', path: '/fees/reports/concessions', permission: 'fees.view' },
  { method: 'GET', path: '/fees/reports/rte', permission: 'fees.view' },
  {
    method: 'POST',
    path: '/fees/reminders',
    permission: 'fees.collect',
    body: () => ({ studentIds: ['{studentId}'] }),
  },
  { method: 'GET', path: '/fees/reports/day-book.csv', permission: 'fees.view', download: true },
  { method: 'GET', path: '/fees/reports/defaulters.csv', permission: 'fees.view', download: true },
  { method: 'GET', path: '/fees/reports/collection.csv', permission: 'fees.view', download: true },
  { method: 'GET', path: '/fees/reports/concessions.csv', permission: 'fees.view', download: true },
  { method: 'GET', path: '/fees/reports/rte.csv', permission: 'fees.view', download: true },
  {
    method: 'POST',
    path: '/fees/statements',
    permission: 'fees.collect',
    file: { type: 'text/csv', body: STATEMENT_FILE },
  },
  { method: 'GET', path: '/fees/statements', permission: 'fees.view' },
  { method: 'GET', path: '/fees/statements/{id}', permission: 'fees.view', id: 'statement' },
  {
    method: 'POST',
    path: '/fees/statement-lines/{id}/resolve',
    permission: 'fees.collect',
    id: 'statementLine',
    body: () => ({ action: 'ignore', reason: 'Not a fee' }),
  },
  // Exams (docs/requirements/exams.md). The first class has no scheme in these tests, so a
  // sheet, a section's term or a class's term is refused by that rule (409) for whoever may ask;
  // which sheets a teacher fills is portal-exams.test.ts's to show.
  { method: 'GET', path: '/exams/schemes', permission: 'exams.view' },
  {
    method: 'POST',
    path: '/exams/schemes',
    permission: 'exams.configure',
    body: (u) => ({ name: `Scheme ${u}`, preset: 'cbse_middle' }),
  },
  { method: 'GET', path: '/exams/schemes/{id}', permission: 'exams.view', id: 'examScheme' },
  {
    method: 'PUT',
    path: '/exams/schemes/{id}',
    permission: 'exams.configure',
    id: 'examScheme',
    body: (u) => ({
      version: 1,
      document: { ...CBSE_MIDDLE, name: `Scheme ${u} edited` },
      releaseDelayDays: 0,
    }),
  },
  {
    method: 'PUT',
    path: '/exams/classes/{id}/scheme',
    permission: 'exams.configure',
    id: 'course',
    body: () => ({ schemeId: '{examSchemeId}' }),
  },
  { method: 'GET', path: '/exams/classes/{id}/terms/{term}', permission: 'exams.view', id: 'class' },
  {
    method: 'PUT',
    path: '/exams/classes/{id}/terms/{term}',
    permission: 'exams.configure',
    id: 'class',
    body: () => ({ startsOn: '2026-04-01', endsOn: '2026-09-30', entryClosesOn: null, schedule: [] }),
  },
  { method: 'GET', path: '/exams/sheets', permission: 'exams.enter' },
  { method: 'GET', path: '/exams/sheets/{section}/{subject}/{term}', permission: 'exams.enter', id: 'sheet' },
  {
    method: 'PUT',
    path: '/exams/sheets/{section}/{subject}/{term}',
    permission: 'exams.enter',
    id: 'sheet',
    body: () => ({
      marks: [{ studentId: '{studentId}', componentKey: 't1_exam', value: { centi: 7000 }, revision: 0 }],
    }),
  },
  { method: 'GET', path: '/exams/completion', permission: 'exams.view' },
  { method: 'GET', path: '/exams/sections/{id}/terms/{term}', permission: 'exams.view', id: 'section' },
  {
    method: 'PUT',
    path: '/exams/sections/{id}/terms/{term}',
    permission: 'exams.enter',
    id: 'section',
    body: () => ({ students: [{ studentId: '{studentId}', grades: {}, remark: 'Works hard' }] }),
  },
  {
    method: 'POST',
    path: '/exams/sections/{id}/terms/{term}/proofread',
    permission: 'exams.enter',
    id: 'section',
  },
  {
    method: 'POST',
    path: '/exams/sections/{id}/terms/{term}/publish',
    permission: 'exams.publish',
    id: 'section',
  },
  {
    method: 'GET',
    path: '/exams/sections/{id}/terms/{term}/results',
    permission: 'exams.view',
    id: 'section',
  },
  {
    method: 'GET',
    path: '/exams/sections/{id}/terms/{term}/analytics',
    permission: 'exams.view',
    id: 'section',
  },
  {
    method: 'POST',
    path: '/exams/students/{id}/terms/{term}/correct',
    permission: 'exams.publish',
    id: 'student',
    body: () => ({ reason: 'A mark was entered wrongly' }),
  },
];
