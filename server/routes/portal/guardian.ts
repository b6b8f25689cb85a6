import { NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import { StudentDues } from '@common/api/portal/fee-dues';
import {
  ChildAttendance,
  ChildAttendanceQuery,
  ChildConsent,
  ChildMessages,
  ChildResults,
  ChildTimetable,
  ConsentChange,
  GuardianCodeRequest,
  GuardianCodeSent,
  GuardianHome,
  GuardianSession,
  GuardianSignIn,
} from '@common/api/portal/guardian';
import type { ApiRoutes } from '@server/app';
import { guardianOf, tenantOf } from '@server/plugins/portal-auth';
import { clientKey } from '@server/services/rate-limit';

// Guardians in their school's portal (docs/requirements/guardians.md): a code to sign in, the
// session, and what a guardian sees of their own children. The rules are
// services/portal/guardians/'s; a guardian's routes run `portal.guardian`, never a permission.

const tags = ['Guardians'];

const guardianRoutes: ApiRoutes = async (app, { portal, guardians }) => {
  app.post(
    '/guardian/code',
    {
      onRequest: portal.tenant,
      schema: {
        tags,
        summary: 'Send a guardian a code to sign in',
        description:
          "To the phone (through the school's messaging provider) or e-mail address of the guardian with this contact. The same 202 whoever the contact is; codes are limited per network (429) and per contact (silently: no more codes for a while).",
        body: GuardianCodeRequest,
        response: { 202: GuardianCodeSent, ...portalErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await guardians.requestCode(tenantOf(request), request.body.contact, clientKey(request.ip))),
  );

  app.post(
    '/guardian/session',
    {
      onRequest: portal.tenant,
      schema: {
        tags,
        summary: 'Sign a guardian in with their code',
        description:
          'A wrong or expired code gets 401 guardian_code_wrong; five wrong tries spend the code; wrong codes are limited per network (429).',
        body: GuardianSignIn,
        response: { 200: GuardianSession, ...portalErrors },
      },
    },
    async (request) =>
      guardians.signIn(tenantOf(request), request.body.contact, request.body.code, clientKey(request.ip)),
  );

  app.delete(
    '/guardian/session',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: 'Sign a guardian out',
        response: { 204: NoContent, 401: portalErrors[401], 404: portalErrors[404] },
      },
    },
    async (request, reply) => {
      await guardians.signOut(tenantOf(request), guardianOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/guardian/home',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: 'The signed-in guardian, the school and their children',
        response: { 200: GuardianHome, 401: portalErrors[401], 404: portalErrors[404] },
      },
    },
    async (request) => guardians.home(tenantOf(request), guardianOf(request)),
  );

  app.get(
    '/guardian/children/:id/results',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: "A child's published results, as the guardian may see them",
        description:
          "Only a child of the guardian's (404 otherwise); only results visible by now (a coaching centre's delay); a test series' card carries the child's place in the batch.",
        params: IdParams,
        response: { 200: ChildResults, ...portalErrors },
      },
    },
    async (request) => guardians.results(tenantOf(request), guardianOf(request), request.params.id),
  );

  app.get(
    '/guardian/children/:id/dues',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: "A child's fees: what is due, the UPI link to pay it, the office's phone",
        description:
          "Only a child of the guardian's (404 otherwise); the fee office's own figures (GET /portal/fees/students/{id}/dues). A school without fee plans has no instalments.",
        params: IdParams,
        response: { 200: StudentDues, ...portalErrors },
      },
    },
    async (request) => guardians.dues(tenantOf(request), guardianOf(request), request.params.id),
  );

  app.get(
    '/guardian/children/:id/messages',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: 'The messages the school sent about a child to its guardians',
        description:
          "Only a child of the guardian's (404 otherwise): the absence and correction messages, newest first, to whom, by which channel, and whether they went.",
        params: IdParams,
        response: { 200: ChildMessages, ...portalErrors },
      },
    },
    async (request) => guardians.messages(tenantOf(request), guardianOf(request), request.params.id),
  );

  app.get(
    '/guardian/children/:id/timetable',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: "A child's week: the timetable of their section, or each of a coaching student's batches",
        params: IdParams,
        response: { 200: ChildTimetable, ...portalErrors },
      },
    },
    async (request) => guardians.timetable(tenantOf(request), guardianOf(request), request.params.id),
  );

  app.get(
    '/guardian/children/:id/consent',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: 'What the school holds about a child, and each purpose of consent',
        params: IdParams,
        response: { 200: ChildConsent, ...portalErrors },
      },
    },
    async (request) => guardians.consent(tenantOf(request), guardianOf(request), request.params.id),
  );

  app.put(
    '/guardian/children/:id/consent',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: 'The guardian gives or withdraws consent to one purpose',
        description:
          "Recorded in the guardian's name, verified by the code that signed them in; the same change twice changes nothing. Consent to guardian messages also confirms the address the code reached.",
        params: IdParams,
        body: ConsentChange,
        response: { 200: ChildConsent, ...portalErrors },
      },
    },
    async (request) =>
      guardians.changeConsent(tenantOf(request), guardianOf(request), request.params.id, request.body),
  );

  app.get(
    '/guardian/children/:id/attendance',
    {
      onRequest: portal.guardian,
      schema: {
        tags,
        summary: "A child's month of attendance, as the guardian may see it",
        description:
          "Only a child of the guardian's (404 otherwise): each day attendance was taken in the month (this month by default) with the child's mark, and the month's counts.",
        params: IdParams,
        querystring: ChildAttendanceQuery,
        response: { 200: ChildAttendance, ...portalErrors },
      },
    },
    async (request) =>
      guardians.attendance(tenantOf(request), guardianOf(request), request.params.id, request.query.month),
  );
};

export default guardianRoutes;
