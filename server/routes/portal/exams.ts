import { ErrorBody } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import { SectionAnalytics } from '@common/api/portal/exam-analytics';
import {
  ClassSchemeChoice,
  ClassTeacherSave,
  ExamCard,
  ExamCompletion,
  ExamCorrection,
  ExamPublication,
  ExamScheme,
  ExamSchemeList,
  ExamSchemeSave,
  ExamTerm,
  ExamTermParams,
  ExamTermSave,
  MarksSave,
  MarksSaveResult,
  MarksSheet,
  MarksSheetList,
  MarksSheetParams,
  NewExamScheme,
  SectionResults,
  SectionTerm,
} from '@common/api/portal/exams';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import Type from 'typebox';

// Exams (docs/requirements/exams.md), each route behind its `exams.*` permission, checked before
// the body is read. Which sheets a teacher fills and who is a section's class teacher are the
// service's to decide (services/portal/exams/scope.ts): the permission opens the door, the
// timetable says which rooms.

const tags = ['Portal'];
const withConflict = { ...portalErrors, 409: ErrorBody };

const examRoutes: ApiRoutes = async (app, { portal, exams }) => {
  // Schemes and the classes' choice of them.
  app.get(
    '/exams/schemes',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "The school's assessment schemes, the presets, and each class's scheme this year",
        response: { 200: ExamSchemeList, ...portalErrors },
      },
    },
    async (request) => exams.schemes(tenantOf(request), callerOf(request)),
  );
  app.post(
    '/exams/schemes',
    {
      onRequest: portal.member('exams.configure'),
      schema: {
        tags,
        summary: 'Add a scheme copied from a preset',
        body: NewExamScheme,
        response: { 201: ExamScheme, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await exams.createScheme(tenantOf(request), callerOf(request), request.body)),
  );
  app.get(
    '/exams/schemes/:id',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "A scheme's current version",
        params: IdParams,
        response: { 200: ExamScheme, ...portalErrors },
      },
    },
    async (request) => exams.scheme(tenantOf(request), request.params.id),
  );
  app.put(
    '/exams/schemes/:id',
    {
      onRequest: portal.member('exams.configure'),
      schema: {
        tags,
        summary: 'Edit a scheme (the next version once marks were entered under this one)',
        params: IdParams,
        body: ExamSchemeSave,
        response: { 200: ExamScheme, ...withConflict },
      },
    },
    async (request) => exams.saveScheme(tenantOf(request), request.params.id, request.body),
  );
  app.put(
    '/exams/classes/:id/scheme',
    {
      onRequest: portal.member('exams.configure'),
      schema: {
        tags,
        summary: "Choose the class's scheme for this year",
        params: IdParams,
        body: ClassSchemeChoice,
        response: { 200: ClassSchemeChoice, ...withConflict },
      },
    },
    async (request) => exams.chooseClassScheme(tenantOf(request), request.params.id, request.body.schemeId),
  );

  // A class's term: dates, the last day of entry, the schedule.
  app.get(
    '/exams/classes/:id/terms/:term',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "A class's term: its dates and exam schedule",
        params: ExamTermParams,
        response: { 200: ExamTerm, ...withConflict },
      },
    },
    async (request) => exams.term(tenantOf(request), request.params.id, request.params.term),
  );
  app.put(
    '/exams/classes/:id/terms/:term',
    {
      onRequest: portal.member('exams.configure'),
      schema: {
        tags,
        summary: "Set a class's term: its dates, the last day of entry and the exam schedule",
        params: ExamTermParams,
        body: ExamTermSave,
        response: { 200: ExamTerm, ...withConflict },
      },
    },
    async (request) =>
      exams.saveTerm(tenantOf(request), request.params.id, request.params.term, request.body),
  );

  // Marks entry.
  app.get(
    '/exams/sheets',
    {
      onRequest: portal.member('exams.enter'),
      schema: {
        tags,
        summary: 'The marks sheets the member fills',
        response: { 200: MarksSheetList, ...portalErrors },
      },
    },
    async (request) => exams.sheets(tenantOf(request), callerOf(request)),
  );
  app.get(
    '/exams/sheets/:section/:subject/:term',
    {
      onRequest: portal.member('exams.enter'),
      schema: {
        tags,
        summary: "A section's marks in a subject's term",
        params: MarksSheetParams,
        response: { 200: MarksSheet, ...withConflict },
      },
    },
    async (request) => {
      const { section, subject, term } = request.params;
      return exams.sheet(tenantOf(request), callerOf(request), section, subject, term);
    },
  );
  app.put(
    '/exams/sheets/:section/:subject/:term',
    {
      onRequest: portal.member('exams.enter'),
      schema: {
        tags,
        summary: 'Save marks; a mark changed by someone else since is answered, not overwritten',
        params: MarksSheetParams,
        body: MarksSave,
        response: { 200: MarksSaveResult, ...withConflict },
      },
    },
    async (request) => {
      const { section, subject, term } = request.params;
      return exams.saveMarks(tenantOf(request), callerOf(request), section, subject, term, request.body);
    },
  );
  app.get(
    '/exams/completion',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: 'Marks entered of those expected, per section, subject and term',
        response: { 200: ExamCompletion, ...portalErrors },
      },
    },
    async (request) => exams.completion(tenantOf(request)),
  );

  // The class teacher's part, proofreading, publishing, results.
  app.get(
    '/exams/sections/:id/terms/:term',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "A section's term: co-scholastic grades, remarks, attendance, proofreading and publishing",
        params: ExamTermParams,
        response: { 200: SectionTerm, ...withConflict },
      },
    },
    async (request) =>
      exams.sectionTerm(tenantOf(request), callerOf(request), request.params.id, request.params.term),
  );
  app.put(
    '/exams/sections/:id/terms/:term',
    {
      onRequest: portal.member('exams.enter'),
      schema: {
        tags,
        summary: "Save the class teacher's grades and remarks",
        params: ExamTermParams,
        body: ClassTeacherSave,
        response: { 200: SectionTerm, ...withConflict },
      },
    },
    async (request) =>
      exams.saveSectionTerm(
        tenantOf(request),
        callerOf(request),
        request.params.id,
        request.params.term,
        request.body,
      ),
  );
  app.post(
    '/exams/sections/:id/terms/:term/proofread',
    {
      onRequest: portal.member('exams.enter'),
      schema: {
        tags,
        summary: 'The class teacher has proofread the section’s term',
        params: ExamTermParams,
        response: { 200: SectionTerm, ...withConflict },
      },
    },
    async (request) =>
      exams.proofread(tenantOf(request), callerOf(request), request.params.id, request.params.term),
  );
  app.post(
    '/exams/sections/:id/terms/:term/publish',
    {
      onRequest: portal.member('exams.publish'),
      schema: {
        tags,
        summary: "Publish the section's term: every card kept as it stands",
        params: ExamTermParams,
        response: { 200: ExamPublication, ...withConflict },
      },
    },
    async (request) =>
      exams.publish(tenantOf(request), callerOf(request), request.params.id, request.params.term),
  );
  app.get(
    '/exams/sections/:id/terms/:term/results',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "The section's cards: as published, or a preview",
        params: ExamTermParams,
        response: { 200: SectionResults, ...withConflict },
      },
    },
    async (request) => exams.results(tenantOf(request), request.params.id, request.params.term),
  );
  app.get(
    '/exams/sections/:id/terms/:term/analytics',
    {
      onRequest: portal.member('exams.view'),
      schema: {
        tags,
        summary: "The section's results analysed: spread, grades, term against term, who needs attention",
        params: ExamTermParams,
        response: { 200: SectionAnalytics, ...withConflict },
      },
    },
    async (request) => exams.analytics(tenantOf(request), request.params.id, request.params.term),
  );
  app.post(
    '/exams/students/:id/terms/:term/correct',
    {
      onRequest: portal.member('exams.publish'),
      schema: {
        tags,
        summary: "Publish a correction of a student's result, with the reason",
        params: ExamTermParams,
        body: ExamCorrection,
        response: { 200: Type.Object({ version: Type.Integer(), card: ExamCard }), ...withConflict },
      },
    },
    async (request) =>
      exams.correct(
        tenantOf(request),
        callerOf(request),
        request.params.id,
        request.params.term,
        request.body,
      ),
  );
};

export default examRoutes;
