import type { ApiRoutes } from '../app';
import academicRoutes from './portal/academics';
import attendanceRoutes from './portal/attendance';
import auditRoutes from './portal/audit';
import classRoutes from './portal/classes';
import employeeRoutes from './portal/employees';
import examRoutes from './portal/exams';
import feeStatementRoutes from './portal/fee-statements';
import feeRoutes from './portal/fees';
import guardianRoutes from './portal/guardian';
import importRoutes from './portal/imports';
import portalInfoRoutes from './portal/info';
import portalInvitationRoutes from './portal/invitations';
import portalMemberRoutes from './portal/members';
import portalPasswordRoutes from './portal/password';
import portalRoleRoutes from './portal/roles';
import schoolDataRoutes from './portal/school-data';
import portalSessionRoutes from './portal/session';
import studentRoutes from './portal/students';
import timetableRoutes from './portal/timetable';

// The school portal's API (docs/requirements/portal.md#api), under /prod/v1/portal and answered
// only on a portal address (plugins/tenant-host.ts). One file per area in routes/portal/; to add
// one, list it here.
const areas: readonly ApiRoutes[] = [
  portalInfoRoutes,
  portalSessionRoutes,
  portalPasswordRoutes,
  portalInvitationRoutes,
  portalMemberRoutes,
  portalRoleRoutes,
  employeeRoutes,
  academicRoutes,
  classRoutes,
  studentRoutes,
  auditRoutes,
  importRoutes,
  timetableRoutes,
  attendanceRoutes,
  schoolDataRoutes,
  feeRoutes,
  feeStatementRoutes,
  examRoutes,
  guardianRoutes,
];

const portalRoutes: ApiRoutes = async (app, dependencies) => {
  for (const area of areas) await app.register(area, { ...dependencies, prefix: '/portal' });
};

export default portalRoutes;
