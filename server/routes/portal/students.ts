import { ErrorBody } from '@common/api/errors';
import { ReachSummary, StudentAlertList } from '@common/api/portal/alerts';
import { Id, IdParams, portalErrors } from '@common/api/portal/common';
import { StudentData } from '@common/api/portal/student-data';
import {
  BulkConsentBody,
  BulkConsentResult,
  ConsentBody,
  EraseBody,
  LeaveBody,
  MoveBody,
  Student,
  StudentBody,
  StudentExportQuery,
  StudentList,
  StudentListQuery,
} from '@common/api/portal/students';
import { languages } from '@common/languages';
import { schoolToday } from '@common/school-clock';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import { attachment } from '@server/services/portal/csv-export';
import Type from 'typebox';
import { Csv, sendFile } from './file-reply';

// Students (docs/requirements/students.md#students): the list and its CSV, one student, their
// changes, consents, a data request and erasure, each behind its `students.*` permission. The
// member acting is the one the audit log names.

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };
const ConsentParams = Type.Object({ id: Id, consentId: Id });
const DataCsvQuery = Type.Object({ language: Type.Optional(Type.Enum(languages)) });

const studentRoutes: ApiRoutes = async (app, { portal, studentRecords, clock }) => {
  app.get(
    '/students',
    {
      onRequest: portal.member('students.view'),
      schema: {
        tags,
        summary: "A page of the school's students",
        description:
          'Search by name or admission number (ignoring case); filter by class, section and status (default active); 50 a page by default, by class, section, roll number and name. Audited as listed: the filters and the count.',
        querystring: StudentListQuery,
        response: { 200: StudentList, ...portalErrors },
      },
    },
    async (request) => studentRecords.list(tenantOf(request), callerOf(request), request.query),
  );

  app.get(
    '/students/export.csv',
    {
      onRequest: portal.member('students.export'),
      schema: {
        tags,
        summary: 'The list as a CSV file, every page of it',
        description:
          "The list's query (page and pageSize ignored), its headers and words in `language` (default en). One audit entry: the filters and the count.",
        querystring: StudentExportQuery,
        produces: ['text/csv'],
        response: { 200: Csv, ...portalErrors },
      },
    },
    async (request, reply) => {
      const { language = 'en', ...query } = request.query;
      const file = await studentRecords.exportCsv(tenantOf(request), callerOf(request), query, language);
      const name = `students-${query.status ?? 'active'}-${schoolToday(clock.now())}.csv`;
      return sendFile(reply, 'text/csv; charset=utf-8', name, file);
    },
  );

  app.post(
    '/students',
    {
      onRequest: portal.member('students.create'),
      schema: {
        tags,
        summary: 'Add a student',
        description:
          'Admission numbers are unique in the school ignoring case (409); a roll number is unique in its section among active students (409); the section must be one of the school (400). A guardian whose phone the school has is that guardian, updated; without students.edit a guardian the school has cannot be given other details (403 guardian_change_forbidden).',
        body: StudentBody,
        response: { 201: Student, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await studentRecords.create(tenantOf(request), callerOf(request), request.body)),
  );

  app.get(
    '/students/:id',
    {
      onRequest: portal.member('students.view'),
      schema: {
        tags,
        summary: 'One student with guardians and consents',
        description: 'Audited as viewed.',
        params: IdParams,
        response: { 200: Student, ...portalErrors },
      },
    },
    async (request) => studentRecords.get(tenantOf(request), callerOf(request), request.params.id),
  );

  app.patch(
    '/students/:id',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: 'Change a student',
        description:
          'Admission number, name and guardians are replaced; another field left out stays as it is and null clears it. 409 for an erased student. Audited with the names of the fields changed.',
        params: IdParams,
        body: StudentBody,
        response: { 200: Student, ...conflictErrors },
      },
    },
    async (request) =>
      studentRecords.update(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/students/:id/move',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: 'Move a student to another section',
        description: 'With a new roll number (none when left out).',
        params: IdParams,
        body: MoveBody,
        response: { 200: Student, ...conflictErrors },
      },
    },
    async (request) =>
      studentRecords.move(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/students/:id/leave',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: 'Mark a student as left',
        description: 'The record is kept and found with the status filter; the date is not in the future.',
        params: IdParams,
        body: LeaveBody,
        response: { 200: Student, ...conflictErrors },
      },
    },
    async (request) =>
      studentRecords.leave(tenantOf(request), callerOf(request), request.params.id, request.body.leftOn),
  );

  app.get(
    '/students/alert-reach',
    {
      onRequest: portal.member('students.view'),
      schema: {
        tags,
        summary: 'The active students absence alerts cannot reach',
        description:
          "How many active students no absence alert reaches, by the first reason that holds: no consent to guardian messages, no guardian address on the school's channel, no address confirmed yet, every guardian declined.",
        response: { 200: ReachSummary, ...portalErrors },
      },
    },
    async (request) => studentRecords.alertReach(tenantOf(request)),
  );

  app.get(
    '/students/:id/alerts',
    {
      onRequest: portal.member('students.view'),
      schema: {
        tags,
        summary: 'The messages to guardians about a student',
        description:
          'Newest first: the day, absence or correction, the guardian, the channel and the delivery state (queued, sent, failed, held, expired, stopped, not_sent) with its reason.',
        params: IdParams,
        response: { 200: StudentAlertList, ...portalErrors },
      },
    },
    async (request) => ({ alerts: await studentRecords.alerts(tenantOf(request), request.params.id) }),
  );

  app.post(
    '/students/consents',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: 'Record consent for many students at once',
        description:
          "One consent per student in the name of the student's first guardian, with the same method, date and purposes, and an audit entry each; all or nothing (404 when a student is not this school's, 409 when erased, 400 when one has no guardian).",
        body: BulkConsentBody,
        response: { 201: BulkConsentResult, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await studentRecords.recordConsents(tenantOf(request), callerOf(request), request.body)),
  );

  app.post(
    '/students/:id/consents',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: "Record a guardian's consent",
        description: 'Who gave it, how the school verified them, when, and the purposes it covers.',
        params: IdParams,
        body: ConsentBody,
        response: { 201: Student, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await studentRecords.recordConsent(
            tenantOf(request),
            callerOf(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.post(
    '/students/:id/consents/:consentId/withdraw',
    {
      onRequest: portal.member('students.edit'),
      schema: {
        tags,
        summary: 'Withdraw a consent',
        description: 'Kept, marked withdrawn: from then on it covers nothing (409 when already withdrawn).',
        params: ConsentParams,
        response: { 200: Student, ...conflictErrors },
      },
    },
    async (request) =>
      studentRecords.withdrawConsent(
        tenantOf(request),
        callerOf(request),
        request.params.id,
        request.params.consentId,
      ),
  );

  app.get(
    '/students/:id/data.json',
    {
      onRequest: portal.member('students.export'),
      schema: {
        tags,
        summary: 'A data request: everything held about the student, as JSON',
        description: 'The record, guardians, consents and the audit entries about them. Audited as exported.',
        params: IdParams,
        response: { 200: StudentData, ...portalErrors },
      },
    },
    async (request, reply) => {
      const data = await studentRecords.data(tenantOf(request), callerOf(request), request.params.id, 'json');
      // Sent through the response schema, so it holds nothing the contract does not name.
      return reply
        .header('content-disposition', attachment(`student-${data.student.admissionNumber}.json`))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/students/:id/data.csv',
    {
      onRequest: portal.member('students.export'),
      schema: {
        tags,
        summary: 'A data request: everything held about the student, as CSV',
        description:
          "For the guardian: in `language` (default the first guardian's), one value a row (part, number, what, value), words for every code, dates in words and times in IST, with the child's attendance and the messages sent about the child. Audited as exported.",
        params: IdParams,
        querystring: DataCsvQuery,
        produces: ['text/csv'],
        response: { 200: Csv, ...portalErrors },
      },
    },
    async (request, reply) => {
      const { file, admissionNumber } = await studentRecords.dataCsv(
        tenantOf(request),
        callerOf(request),
        request.params.id,
        request.query.language,
      );
      return sendFile(reply, 'text/csv; charset=utf-8', `student-${admissionNumber}.csv`, file);
    },
  );

  app.post(
    '/students/:id/erase',
    {
      onRequest: portal.member('students.delete'),
      schema: {
        tags,
        summary: "Erase a student's personal data",
        description:
          'Removes the name, date of birth, gender, address, roll number, guardians no other student has and the consents\u2019 names; keeps the admission number, class and section, dates and the audit log (the reason goes there). 409 once erased.',
        params: IdParams,
        body: EraseBody,
        response: { 200: Student, ...conflictErrors },
      },
    },
    async (request) =>
      studentRecords.erase(tenantOf(request), callerOf(request), request.params.id, request.body.reason),
  );
};

export default studentRoutes;
