import { ErrorBody, NoContent } from '@common/api/errors';
import {
  ClassBody,
  ClassDetail,
  ClassOrderBody,
  ClassSummary,
  ClassSummaryList,
  Section,
  SectionBody,
  SetupProgress,
  Subject,
  SubjectBody,
} from '@common/api/portal/academics';
import { IdParams, portalErrors } from '@common/api/portal/common';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';

// Classes with their sections and subjects (docs/requirements/portal.md#academic-structure,
// #api), each behind its `academics.*` permission. A coaching centre's courses and batches are
// the same classes and sections (docs/decisions/0030-batches-are-sections.md).

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };

const classRoutes: ApiRoutes = async (app, { portal, classStructure }) => {
  app.get(
    '/classes',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: "The school's classes in its order, with their sections and how many subjects each has",
        description:
          "`kind` says whether the school words them as classes and sections or as a coaching centre's courses and batches.",
        response: { 200: ClassSummaryList, ...portalErrors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return { kind: tenant.kind, classes: await classStructure.listClasses(tenant) };
    },
  );

  app.get(
    '/setup-progress',
    {
      onRequest: portal.member('academics.view'),
      schema: {
        tags,
        summary: 'How far the school has set itself up: classes, employees, students, timetable',
        description: 'Counts only: the home page guides a new school through what is still missing.',
        response: { 200: SetupProgress, ...portalErrors },
      },
    },
    async (request) => classStructure.setupProgress(tenantOf(request)),
  );

  app.post(
    '/classes',
    {
      onRequest: portal.member('academics.create'),
      schema: {
        tags,
        summary: "Add the school's own class (Nursery, LKG) or a coaching centre's course",
        description:
          "Class names are unique in the school, ignoring case (409); it comes after the last. A school's class starts with section A, a course with no batch.",
        body: ClassBody,
        response: { 201: ClassSummary, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await classStructure.addClass(tenantOf(request), request.body.name)),
  );

  app.put(
    '/classes/order',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Put the classes in the order every screen shows them',
        description:
          '`ids` lists every class of the school once (409 otherwise: the classes changed, reload).',
        body: ClassOrderBody,
        response: { 200: ClassSummaryList, ...conflictErrors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return { kind: tenant.kind, classes: await classStructure.orderClasses(tenant, request.body.ids) };
    },
  );

  app.patch(
    '/classes/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Rename a class (an NCERT one too: a re-deploy keeps the name)',
        params: IdParams,
        body: ClassBody,
        response: { 200: ClassSummary, ...conflictErrors },
      },
    },
    async (request) => classStructure.renameClass(tenantOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/classes/:id',
    {
      onRequest: portal.member('academics.delete'),
      schema: {
        tags,
        summary: 'Remove a class',
        description:
          "Refused while a student is, or was, in one of its sections (409). The school's own class goes with its sections and subjects; an NCERT class is switched off.",
        params: IdParams,
        response: { 204: NoContent, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await classStructure.removeClass(tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
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
        summary: "Add a section to a class, or a batch to a coaching centre's course",
        description:
          'Section names are unique in the class, ignoring case (409); a single letter is upper-cased. A batch also has its days and time slot (required for a coaching centre), room, capacity and teacher (an employee).',
        params: IdParams,
        body: SectionBody,
        response: { 201: Section, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await classStructure.addSection(tenantOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/sections/:id',
    {
      onRequest: portal.member('academics.edit'),
      schema: {
        tags,
        summary: 'Rename a section, or change a batch',
        description: 'The batch fields given replace the stored ones; null clears one.',
        params: IdParams,
        body: SectionBody,
        response: { 200: Section, ...conflictErrors },
      },
    },
    async (request) => classStructure.updateSection(tenantOf(request), request.params.id, request.body),
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
