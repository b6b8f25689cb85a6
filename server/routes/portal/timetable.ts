import { ErrorBody, NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import {
  BellDay,
  BellDayBody,
  BellSchedule,
  BellScheduleQuery,
  ClashBody,
  CopyBellsBody,
  CopyBellsParams,
  FillBody,
  FillResult,
  RepeatBody,
  RepeatResult,
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

  app.post(
    '/bell-schedule/:centreId/copy',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Copy one weekday's periods to other weekdays at a learning centre",
        description:
          "Every target day gets the source day's periods (an empty source day empties them) in one transaction. 400 when no other day is named; 409 naming the sections when a target day would lose a period a timetable uses (then no day changes).",
        params: CopyBellsParams,
        body: CopyBellsBody,
        response: { 200: BellSchedule, ...conflictErrors },
      },
    },
    async (request) => timetables.copyBellDay(tenantOf(request), request.params.centreId, request.body),
  );

  app.post(
    '/sections/:id/timetable/fill',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Fill a section's empty periods from its subject-teacher allocation",
        description:
          "Each subject's periods a week (those it already has count) go into the week's empty teaching periods, spread across the days, never where the teacher is in another section then; what could not be placed is answered with why. `apply: false` previews and writes nothing. 400 for a subject not of the section's class or named twice, or a teacher not of the school.",
        params: IdParams,
        body: FillBody,
        response: { 200: FillResult, ...conflictErrors },
      },
    },
    async (request) => timetables.fillWeek(tenantOf(request), request.params.id, request.body),
  );

  app.post(
    '/sections/:id/timetable/:weekday/:period/repeat',
    {
      onRequest: portal.member('timetable.edit'),
      schema: {
        tags,
        summary: "Repeat a period's subject and teacher in the same period on other days",
        description:
          'Replaces what those days have in that period; a day without that teaching period, or where the teacher is in another section then, is skipped and answered. 404 for an empty period.',
        params: SlotParams,
        body: RepeatBody,
        response: { 200: RepeatResult, ...conflictErrors },
      },
    },
    async (request) => {
      const { id, weekday, period } = request.params;
      return timetables.repeatSlot(tenantOf(request), id, weekday, period, request.body);
    },
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
