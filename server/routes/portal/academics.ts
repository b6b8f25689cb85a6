import { ErrorBody, NoContent } from '@common/api/errors';
import {
  AcademicYear,
  AcademicYearBody,
  AcademicYearList,
  LearningCentre,
  LearningCentreBody,
  LearningCentreList,
} from '@common/api/portal/academics';
import { IdParams, portalErrors } from '@common/api/portal/common';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';

// Academic years and learning centres (docs/requirements/portal.md#academic-structure, #api),
// each behind its `academics.*` permission.

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };

const academicRoutes: ApiRoutes = async (app, { portal, academicCalendar }) => {
  app.get(
    '/academic-years',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: "The school's academic years, the newest first",
        response: { 200: AcademicYearList, ...portalErrors },
      },
    },
    async (request) => ({ years: await academicCalendar.listYears(tenantOf(request)) }),
  );

  app.post(
    '/academic-years',
    {
      onRequest: portal.member('academics.create'),
      schema: {
        tags,
        summary: 'Add an academic year',
        description:
          'Names are unique in the school (409); it must end after it starts (400). `current: true` makes it the only current year.',
        body: AcademicYearBody,
        response: { 201: AcademicYear, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await academicCalendar.createYear(tenantOf(request), request.body)),
  );

  app.patch(
    '/academic-years/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Change an academic year',
        description:
          '`current: true` makes it the only current year; `current: false` on the current year is refused (409): make another one current instead.',
        params: IdParams,
        body: AcademicYearBody,
        response: { 200: AcademicYear, ...conflictErrors },
      },
    },
    async (request) => academicCalendar.updateYear(tenantOf(request), request.params.id, request.body),
  );

  app.get(
    '/learning-centres',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: "The school's learning centres, the main one first",
        response: { 200: LearningCentreList, ...portalErrors },
      },
    },
    async (request) => ({ centres: await academicCalendar.listCentres(tenantOf(request)) }),
  );

  app.post(
    '/learning-centres',
    {
      onRequest: portal.member('academics.create'),
      schema: {
        tags,
        summary: 'Add a learning centre',
        description: 'Names are unique in the school, ignoring case (409).',
        body: LearningCentreBody,
        response: { 201: LearningCentre, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await academicCalendar.createCentre(tenantOf(request), request.body)),
  );

  app.patch(
    '/learning-centres/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Rename a learning centre or change its address',
        params: IdParams,
        body: LearningCentreBody,
        response: { 200: LearningCentre, ...conflictErrors },
      },
    },
    async (request) => academicCalendar.updateCentre(tenantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/learning-centres/:id',
    {
      onRequest: portal.member('academics.delete'),
      schema: {
        tags,
        summary: 'Remove a learning centre',
        description: 'The main centre cannot be removed (409).',
        params: IdParams,
        response: { 204: NoContent, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await academicCalendar.deleteCentre(tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default academicRoutes;
