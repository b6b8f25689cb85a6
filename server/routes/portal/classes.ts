import { ErrorBody, NoContent } from '@common/api/errors';
import {
  ClassDetail,
  ClassSummaryList,
  Section,
  SectionBody,
  Subject,
  SubjectBody,
} from '@common/api/portal/academics';
import { IdParams, portalErrors } from '@common/api/portal/common';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';

// Classes with their sections and subjects (docs/requirements/portal.md#academic-structure,
// #api), each behind its `academics.*` permission.

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };

const classRoutes: ApiRoutes = async (app, { portal, classStructure }) => {
  app.get(
    '/classes',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: "The school's classes by grade, with their sections and how many subjects each has",
        response: { 200: ClassSummaryList, ...portalErrors },
      },
    },
    async (request) => ({ classes: await classStructure.listClasses(tenantOf(request)) }),
  );

  app.get(
    '/classes/:id',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: 'A class with its sections, and its subjects with their textbooks',
        params: IdParams,
        response: { 200: ClassDetail, ...portalErrors },
      },
    },
    async (request) => classStructure.getClass(tenantOf(request), request.params.id),
  );

  app.post(
    '/classes/:id/sections',
    {
      onRequest: portal.member('academics.create'),
      schema: {
        tags,
        summary: 'Add a section to a class',
        description:
          'Section names are unique in the class, ignoring case (409); a single letter is upper-cased.',
        params: IdParams,
        body: SectionBody,
        response: { 201: Section, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await classStructure.addSection(tenantOf(request), request.params.id, request.body.name)),
  );

  app.patch(
    '/sections/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Rename a section',
        params: IdParams,
        body: SectionBody,
        response: { 200: Section, ...conflictErrors },
      },
    },
    async (request) => classStructure.renameSection(tenantOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/sections/:id',
    {
      onRequest: portal.member('academics.delete'),
      schema: {
        tags,
        summary: 'Remove a section',
        description: 'Refused while the section has students (409).',
        params: IdParams,
        response: { 204: NoContent, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await classStructure.deleteSection(tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/classes/:id/subjects',
    {
      onRequest: portal.member('academics.create'),
      schema: {
        tags,
        summary: "Add the school's own subject to a class",
        description: 'Subject names are unique in the class, ignoring case (409); it comes after the last.',
        params: IdParams,
        body: SubjectBody,
        response: { 201: Subject, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await classStructure.addSubject(tenantOf(request), request.params.id, request.body.name)),
  );

  app.patch(
    '/subjects/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Rename a subject',
        params: IdParams,
        body: SubjectBody,
        response: { 200: Subject, ...conflictErrors },
      },
    },
    async (request) => classStructure.renameSubject(tenantOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/subjects/:id',
    {
      onRequest: portal.member('academics.delete'),
      schema: {
        tags,
        summary: 'Remove a subject and its textbooks',
        params: IdParams,
        response: { 204: NoContent, ...portalErrors },
      },
    },
    async (request, reply) => {
      await classStructure.deleteSubject(tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default classRoutes;
