import { ErrorBody } from '@common/api/errors';
import {
  AttendanceSettings,
  ClassList,
  ClassListQuery,
  DailySummary,
  Register,
  RegisterQuery,
  Submission,
  SubmissionResult,
  SummaryQuery,
  Today,
} from '@common/api/portal/attendance';
import { IdParams, portalErrors } from '@common/api/portal/common';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import { Csv, sendCsv } from './file-reply';

// Attendance (docs/requirements/school-day.md#attendance): the school's rules, today's classes,
// taking a class, the registers and the day's summary, each behind its `attendance.*` permission.
// Taking a class needs attendance.create at the door; whether the class is the member's own
// (or attendance.edit lets them take any) is the service's check (403).

const tags = ['Portal'];
const withConflict = { ...portalErrors, 409: ErrorBody };

const attendanceRoutes: ApiRoutes = async (app, { portal, attendance }) => {
  app.get(
    '/attendance/settings',
    {
      onRequest: portal.member('attendance.view'),
      schema: {
        tags,
        summary: "The school's attendance mode and lock time",
        response: { 200: AttendanceSettings, ...portalErrors },
      },
    },
    async (request) => attendance.settings(tenantOf(request)),
  );

  app.put(
    '/attendance/settings',
    {
      onRequest: portal.member('attendance.edit'),
      schema: {
        tags,
        summary: "Set the school's attendance mode and lock time",
        body: AttendanceSettings,
        response: { 200: AttendanceSettings, ...portalErrors },
      },
    },
    async (request) => attendance.saveSettings(tenantOf(request), request.body),
  );

  app.get(
    '/attendance/today',
    {
      onRequest: portal.member('attendance.create'),
      schema: {
        tags,
        summary: 'The classes the signed-in member takes today',
        response: { 200: Today, ...portalErrors },
      },
    },
    async (request) => attendance.today(tenantOf(request), callerOf(request)),
  );

  app.get(
    '/attendance/sections/:id',
    {
      onRequest: portal.member('attendance.view'),
      schema: {
        tags,
        summary: "A class list with the day's (or period's) marks",
        params: IdParams,
        querystring: ClassListQuery,
        response: { 200: ClassList, ...portalErrors },
      },
    },
    async (request) =>
      attendance.classList(
        tenantOf(request),
        request.params.id,
        request.query.date,
        request.query.period ?? 0,
      ),
  );

  app.put(
    '/attendance/sections/:id',
    {
      onRequest: portal.member('attendance.create'),
      schema: {
        tags,
        summary: 'Take or correct a class',
        description:
          "Students not listed are present. Idempotent by submissionId for the same member and class (another class's or member's id: 409 submission_id_used); per student the most recently taken mark stands, the others come back as conflicts. 409 attendance_locked after the class's lock (a batch's: its own end and the grace after it) or for another day; the office (attendance.edit) still corrects the same day after the lock. 403 not_the_taker when takerId names another member.",
        params: IdParams,
        body: Submission,
        response: { 200: SubmissionResult, ...withConflict },
      },
    },
    async (request) =>
      attendance.submit(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/attendance/register',
    {
      onRequest: portal.member('attendance.view'),
      schema: {
        tags,
        summary: "A section's monthly register",
        querystring: RegisterQuery,
        response: { 200: Register, ...portalErrors },
      },
    },
    async (request) => attendance.register(tenantOf(request), request.query.sectionId, request.query.month),
  );

  app.get(
    '/attendance/register.csv',
    {
      onRequest: portal.member('attendance.export'),
      schema: {
        tags,
        summary: "A section's monthly register as a CSV file",
        querystring: RegisterQuery,
        produces: ['text/csv'],
        response: { 200: Csv, ...portalErrors },
      },
    },
    async (request, reply) => {
      const { name, file } = await attendance.registerCsv(
        tenantOf(request),
        request.query.sectionId,
        request.query.month,
      );
      return sendCsv(reply, name, file);
    },
  );

  app.get(
    '/attendance/summary',
    {
      onRequest: portal.member('attendance.view'),
      schema: {
        tags,
        summary: "The school's attendance for a day (default today), with the month's present share per day",
        querystring: SummaryQuery,
        response: { 200: DailySummary, ...portalErrors },
      },
    },
    async (request) => attendance.summary(tenantOf(request), request.query.date),
  );
};

export default attendanceRoutes;
