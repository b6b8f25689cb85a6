import { ErrorBody, NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import {
  BellDay,
  BellDayBody,
  BellSchedule,
  BellScheduleQuery,
  ClashBody,
  SectionStaffing,
  SectionWeek,
  SlotBody,
  SlotParams,
  StaffingBody,
  TimetableEntry,
  Week,
  WeekdayParams,
} from '@common/api/portal/timetable';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';

// The bell schedule and the sections' timetables (docs/requirements/school-day.md#timetable):
// reading them takes `timetable.view`, changing them `timetable.edit`.

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };

const timetableRoutes: ApiRoutes = async (app, { portal, timetables }) => {
  app.get(
    '/bell-schedule',
    {
      onRequest: portal.member('timetable.view'),
      schema: {
        tags,
        summary: "A learning centre's bell schedule, every weekday",
        querystring: BellScheduleQuery,
        response: { 200: BellSchedule, ...portalErrors },
      },
    },
    async (request) => timetables.bellSchedule(tenantOf(request), request.query.centreId),
  );

  app.put(
    '/bell-schedule/:centreId/:weekday',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Replace a weekday's periods at a learning centre",
        description:
          'Periods are numbered 1..n in order and must not overlap or end before they start (400). A period a timetable still uses cannot be removed or made a break (409 naming the sections).',
        params: WeekdayParams,
        body: BellDayBody,
        response: { 200: BellDay, ...conflictErrors },
      },
    },
    async (request) =>
      timetables.replaceBellDay(
        tenantOf(request),
        request.params.centreId,
        request.params.weekday,
        request.body,
      ),
  );

  app.patch(
    '/sections/:id/staffing',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: 'Set the centre whose bells a section follows, and its class teacher',
        description:
          "The centre and the class teacher must be the school's (400); a section with a timetable keeps its centre (409).",
        params: IdParams,
        body: StaffingBody,
        response: { 200: SectionStaffing, ...conflictErrors },
      },
    },
    async (request) => timetables.changeStaffing(tenantOf(request), request.params.id, request.body),
  );

  app.get(
    '/sections/:id/timetable',
    {
      onRequest: portal.member('timetable.view'),
      schema: {
        tags,
        summary: "A section's week on its centre's bells",
        params: IdParams,
        response: { 200: SectionWeek, ...portalErrors },
      },
    },
    async (request) => timetables.sectionWeek(tenantOf(request), request.params.id),
  );

  app.put(
    '/sections/:id/timetable/:weekday/:period',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Set a period's subject and teacher in a section's week",
        description:
          "The subject must be one of the section's class, the teacher an employee, the period a teaching period of the section's bells that day (400). 409 `timetable_clash` when the teacher is in another section at an overlapping time.",
        params: SlotParams,
        body: SlotBody,
        response: { 200: TimetableEntry, ...portalErrors, 409: ClashBody },
      },
    },
    async (request) => {
      const { id, weekday, period } = request.params;
      return timetables.setSlot(tenantOf(request), id, weekday, period, request.body);
    },
  );

  app.delete(
    '/sections/:id/timetable/:weekday/:period',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Clear a period of a section's week",
        params: SlotParams,
        response: { 204: NoContent, ...portalErrors },
      },
    },
    async (request, reply) => {
      const { id, weekday, period } = request.params;
      await timetables.clearSlot(tenantOf(request), id, weekday, period);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/timetable/mine',
    {
      onRequest: portal.member('timetable.view'),
      schema: {
        tags,
        summary: "The signed-in member's own week, as the employee they are",
        description: 'An empty week for a member who is no employee.',
        response: { 200: Week, ...portalErrors },
      },
    },
    async (request) => timetables.memberWeek(tenantOf(request), callerOf(request)),
  );

  app.get(
    '/employees/:id/timetable',
    {
      onRequest: portal.member('timetable.view'),
      schema: {
        tags,
        summary: "A teacher's week across sections",
        params: IdParams,
        response: { 200: Week, ...portalErrors },
      },
    },
    async (request) => timetables.teacherWeek(tenantOf(request), request.params.id),
  );
};

export default timetableRoutes;
