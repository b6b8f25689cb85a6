// What `npm run security:scan` (scripts/security-scan.mjs) cannot read from the server's route
// table (scripts/lib/scan-routes.mjs reads the rest from the OpenAPI document): a well-formed body
// for routes whose made-up one would not pass validation, and the routes the document leaves out
// (the documentation's own). A route missing here is scanned all the same.
// tests/server/api-routes.test.ts checks that every entry names a route the app registers and that
// the document and this list together name every one.

/**
 * @typedef {object} ApiRoute
 * @property {'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} method
 * @property {string} path under /prod/v1, with `:param` placeholders
 * @property {Record<string, unknown>} [body] a well-formed body, each of whose fields the scan spoils in turn
 * @property {boolean} [owner] for a route the document leaves out: needs the owner's bearer token
 * @property {boolean} [portal] for a route the document leaves out: answered only on a school's
 *   portal address (docs/requirements/portal.md#address), with a portal session
 */

/** A student as the portal's form sends one. */
const STUDENT_BODY = {
  admissionNumber: 'ADM-2027-001',
  name: 'Meera Joshi',
  dateOfBirth: '2015-07-12',
  gender: 'female',
  rollNumber: null,
  address: '4 Temple Street',
  guardians: [
    { name: 'Kavita Joshi', relation: 'mother', phone: '+91 98765 43210', email: null, language: 'hi' },
  ],
};

/** @type {readonly ApiRoute[]} */
export const API_ROUTES = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/health/ready' },
  {
    method: 'POST',
    path: '/auth/register',
    body: {
      email: 'scan.owner@vidyamandir.in',
      password: 'Scan&Chalk-2027',
      fullName: 'Scan Owner',
      institutionName: 'Scan Public School',
      phone: '+91 98765 43210',
      language: 'en',
    },
  },
  { method: 'POST', path: '/auth/resend-verification', body: { email: 'scan.owner@vidyamandir.in' } },
  { method: 'POST', path: '/auth/verify', body: { token: 'x'.repeat(43) } },
  {
    method: 'POST',
    path: '/auth/login',
    body: { username: 'scan.owner@vidyamandir.in', password: 'Wrong&Guess-1' },
  },
  { method: 'POST', path: '/auth/logout', owner: true },
  { method: 'POST', path: '/auth/logout-everywhere', owner: true },
  {
    method: 'POST',
    path: '/auth/change-password',
    owner: true,
    body: { currentPassword: 'Wrong&Guess-1', newPassword: 'Fresh&Chalk-2028' },
  },
  { method: 'POST', path: '/auth/forgot-password', body: { email: 'scan.owner@vidyamandir.in' } },
  {
    method: 'POST',
    path: '/auth/verify-reset-token',
    body: { token: 'x'.repeat(43), email: 'scan.owner@vidyamandir.in' },
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    body: { token: 'x'.repeat(43), email: 'scan.owner@vidyamandir.in', password: 'Fresh&Chalk-2028' },
  },
  { method: 'GET', path: '/tenants/user/:userId', owner: true },
  {
    method: 'POST',
    path: '/tenants/deploy/user/:userId',
    owner: true,
    body: { userId: ':userId', features: [{ name: 'ncertCourses', values: ['6', '7'] }] },
  },
  { method: 'DELETE', path: '/tenants/undeploy/user/:userId', owner: true },
  { method: 'POST', path: '/tenants/user/:userId/portal-handoff', owner: true },
  // The school portal's API, on a tenant's own address.
  { method: 'GET', path: '/portal/info', portal: true },
  { method: 'POST', path: '/portal/session/handoff', portal: true, body: { code: 'x'.repeat(43) } },
  {
    method: 'POST',
    path: '/portal/session',
    portal: true,
    body: { email: 'scan.staff@vidyamandir.in', password: 'Wrong&Guess-1' },
  },
  { method: 'DELETE', path: '/portal/session', portal: true },
  { method: 'GET', path: '/portal/me', portal: true },
  {
    method: 'POST',
    path: '/portal/password/forgot',
    portal: true,
    body: { email: 'scan.staff@vidyamandir.in' },
  },
  {
    method: 'POST',
    path: '/portal/password/reset',
    portal: true,
    body: { token: 'x'.repeat(43), password: 'Fresh&Chalk-2028' },
  },
  { method: 'POST', path: '/portal/invitations/view', portal: true, body: { token: 'x'.repeat(43) } },
  {
    method: 'POST',
    path: '/portal/invitations/accept',
    portal: true,
    body: { token: 'x'.repeat(43), name: 'Scan Staff', password: 'Fresh&Chalk-2028' },
  },
  { method: 'GET', path: '/portal/members', portal: true },
  {
    method: 'POST',
    path: '/portal/members',
    portal: true,
    body: {
      email: 'scan.staff@vidyamandir.in',
      name: 'Scan Staff',
      roleId: '00000000-0000-4000-8000-000000000000',
      language: 'en',
    },
  },
  { method: 'POST', path: '/portal/members/:id/resend', portal: true },
  { method: 'PATCH', path: '/portal/members/:id', portal: true, body: { status: 'disabled' } },
  { method: 'DELETE', path: '/portal/members/:id', portal: true },
  { method: 'GET', path: '/portal/roles', portal: true },
  {
    method: 'POST',
    path: '/portal/roles',
    portal: true,
    body: { name: 'Scan role', permissions: ['members.view'] },
  },
  {
    method: 'PATCH',
    path: '/portal/roles/:id',
    portal: true,
    body: { name: 'Scan role', permissions: ['members.view'] },
  },
  { method: 'DELETE', path: '/portal/roles/:id', portal: true },
  { method: 'GET', path: '/legal-documents/type/:type/latest' },
  {
    method: 'POST',
    path: '/contact/submit',
    body: { name: 'Scan Visitor', email: 'visitor@vidyamandir.in', subject: 'Admissions', message: 'Hello' },
  },
  ...['/portal/departments', '/portal/designations'].flatMap((path) => [
    { method: 'GET', path, portal: true },
    { method: 'POST', path, portal: true, body: { name: 'Science' } },
    { method: 'PATCH', path: `${path}/:id`, portal: true, body: { name: 'Sciences' } },
    { method: 'DELETE', path: `${path}/:id`, portal: true },
  ]),
  { method: 'GET', path: '/portal/employees', portal: true },
  {
    method: 'POST',
    path: '/portal/employees',
    portal: true,
    body: {
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      email: 'asha@vidyamandir.in',
      joiningDate: '2026-06-01',
    },
  },
  {
    method: 'PATCH',
    path: '/portal/employees/:id',
    portal: true,
    body: { name: 'Asha Rao', phone: '+91 98765 43210', email: null },
  },
  { method: 'DELETE', path: '/portal/employees/:id', portal: true },
  { method: 'GET', path: '/portal/academic-years', portal: true },
  {
    method: 'POST',
    path: '/portal/academic-years',
    portal: true,
    body: { name: '2027-28', startsOn: '2027-04-01', endsOn: '2028-03-31', current: false },
  },
  {
    method: 'PATCH',
    path: '/portal/academic-years/:id',
    portal: true,
    body: { name: '2027-28', startsOn: '2027-04-01', endsOn: '2028-03-31', current: true },
  },
  { method: 'GET', path: '/portal/learning-centres', portal: true },
  {
    method: 'POST',
    path: '/portal/learning-centres',
    portal: true,
    body: { name: 'North Campus', address: '12 Lake Road' },
  },
  { method: 'PATCH', path: '/portal/learning-centres/:id', portal: true, body: { name: 'North Branch' } },
  { method: 'DELETE', path: '/portal/learning-centres/:id', portal: true },
  { method: 'GET', path: '/portal/classes', portal: true },
  { method: 'GET', path: '/portal/classes/:id', portal: true },
  { method: 'POST', path: '/portal/classes/:id/sections', portal: true, body: { name: 'B' } },
  { method: 'PATCH', path: '/portal/sections/:id', portal: true, body: { name: 'C' } },
  { method: 'DELETE', path: '/portal/sections/:id', portal: true },
  { method: 'POST', path: '/portal/classes/:id/subjects', portal: true, body: { name: 'Yoga' } },
  { method: 'PATCH', path: '/portal/subjects/:id', portal: true, body: { name: 'Yoga and Health' } },
  { method: 'DELETE', path: '/portal/subjects/:id', portal: true },
  // Students (docs/requirements/students.md#students) and the audit log of their data.
  { method: 'GET', path: '/portal/students', portal: true },
  { method: 'GET', path: '/portal/students/export.csv', portal: true },
  { method: 'POST', path: '/portal/students', portal: true, body: STUDENT_BODY },
  { method: 'PATCH', path: '/portal/students/:id', portal: true, body: STUDENT_BODY },
  { method: 'GET', path: '/portal/students/:id', portal: true },
  {
    method: 'POST',
    path: '/portal/students/:id/move',
    portal: true,
    body: { sectionId: '00000000-0000-4000-8000-000000000000', rollNumber: 7 },
  },
  { method: 'POST', path: '/portal/students/:id/leave', portal: true, body: { leftOn: '2026-03-31' } },
  {
    method: 'POST',
    path: '/portal/students/:id/consents',
    portal: true,
    body: {
      guardianName: 'Kavita Joshi',
      relation: 'mother',
      method: 'admission_form',
      givenOn: '2026-04-01',
      purposes: ['school_records'],
    },
  },
  { method: 'POST', path: '/portal/students/:id/consents/:consentId/withdraw', portal: true },
  { method: 'GET', path: '/portal/students/:id/data.json', portal: true },
  { method: 'GET', path: '/portal/students/:id/data.csv', portal: true },
  {
    method: 'POST',
    path: '/portal/students/:id/erase',
    portal: true,
    body: { reason: 'The guardian asked.' },
  },
  { method: 'GET', path: '/portal/audit', portal: true },
  // Bulk import: the upload's body is a file (text/csv or XLSX), so every JSON and raw body the
  // scan sends it must be refused with 415 or 400.
  { method: 'GET', path: '/portal/imports/templates/:kind', portal: true },
  { method: 'POST', path: '/portal/imports/:kind', portal: true },
  { method: 'GET', path: '/portal/imports/:id', portal: true },
  { method: 'GET', path: '/portal/imports/:id/skipped', portal: true },
  { method: 'POST', path: '/portal/imports/:id/run', portal: true, body: { validRowsOnly: true } },
  { method: 'POST', path: '/portal/imports/:id/cancel', portal: true },
  // The timetable (docs/requirements/school-day.md#timetable).
  { method: 'GET', path: '/portal/bell-schedule', portal: true },
  {
    method: 'PUT',
    path: '/portal/bell-schedule/:centreId/:weekday',
    portal: true,
    body: { periods: [{ number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true }] },
  },
  { method: 'PATCH', path: '/portal/sections/:id/staffing', portal: true, body: { classTeacherId: null } },
  { method: 'GET', path: '/portal/sections/:id/timetable', portal: true },
  {
    method: 'PUT',
    path: '/portal/sections/:id/timetable/:weekday/:period',
    portal: true,
    body: { subjectId: '00000000-0000-4000-8000-000000000000', teacherId: null },
  },
  { method: 'DELETE', path: '/portal/sections/:id/timetable/:weekday/:period', portal: true },
  { method: 'GET', path: '/portal/timetable/mine', portal: true },
  { method: 'GET', path: '/portal/employees/:id/timetable', portal: true },
  { method: 'GET', path: '/portal/attendance/settings', portal: true },
  {
    method: 'PUT',
    path: '/portal/attendance/settings',
    portal: true,
    body: { mode: 'daily', lockTime: '16:00' },
  },
  { method: 'GET', path: '/portal/attendance/today', portal: true },
  { method: 'GET', path: '/portal/attendance/sections/:id', portal: true },
  {
    method: 'PUT',
    path: '/portal/attendance/sections/:id',
    portal: true,
    body: {
      submissionId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
      date: '2027-01-15',
      takenAt: '2027-01-15T03:30:00.000Z',
      marks: [],
    },
  },
  { method: 'GET', path: '/portal/attendance/register', portal: true },
  { method: 'GET', path: '/portal/attendance/register.csv', portal: true },
  { method: 'GET', path: '/portal/attendance/summary', portal: true },
  // The API's reference (server/plugins/openapi.ts): the document and the Swagger UI page with
  // the files @fastify/swagger-ui serves for it (`*` stays literal: the scan asks for a file named so).
  { method: 'GET', path: '/openapi.json' },
  { method: 'GET', path: '/docs' },
  { method: 'GET', path: '/docs/json' },
  { method: 'GET', path: '/docs/yaml' },
  { method: 'GET', path: '/docs/static/index.html' },
  { method: 'GET', path: '/docs/static/swagger-initializer.js' },
  { method: 'GET', path: '/docs/static/*' },
];
