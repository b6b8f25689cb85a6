import { createReadStream } from 'node:fs';
import { ErrorBody } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import {
  CloseSchoolBody,
  SchoolClosure,
  SchoolExport,
  SchoolExportList,
} from '@common/api/portal/school-data';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import Type from 'typebox';
import { sendFile } from './file-reply';

// A school's whole data (docs/requirements/school-data.md): the export (`school.export`) and
// closing the account (`school.delete`, the owner's).

const Zip = Type.String({
  description: 'A ZIP file: README.md, school.csv/json, csv/<table>.csv, json/<table>.json.',
});

const schoolDataRoutes: ApiRoutes = async (app, { portal, schoolExports, schoolClosures }) => {
  app.get(
    '/school-data/exports',
    {
      onRequest: portal.member('school.export'),
      schema: {
        tags: ['Portal'],
        summary: "The school's exports, newest first, with their progress",
        response: { 200: SchoolExportList, ...portalErrors },
      },
    },
    async (request) => schoolExports.list(tenantOf(request)),
  );

  app.post(
    '/school-data/exports',
    {
      onRequest: portal.member('school.export'),
      schema: {
        tags: ['Portal'],
        summary: 'Asks for an export of every table of the school (a job); 409 while one is being made',
        response: { 201: SchoolExport, ...portalErrors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await schoolExports.request(tenantOf(request), callerOf(request))),
  );

  app.get(
    '/school-data/exports/:id',
    {
      onRequest: portal.member('school.export'),
      schema: {
        tags: ['Portal'],
        summary: 'One export and how far it got',
        params: IdParams,
        response: { 200: SchoolExport, ...portalErrors },
      },
    },
    async (request) => schoolExports.get(tenantOf(request), request.params.id),
  );

  app.get(
    '/school-data/exports/:id/file',
    {
      onRequest: portal.member('school.export'),
      schema: {
        tags: ['Portal'],
        summary: "The export's ZIP: a CSV and a JSON file per table and a README; 409 unless ready",
        params: IdParams,
        response: { 200: Zip, ...portalErrors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { path, fileName } = await schoolExports.download(
        tenantOf(request),
        callerOf(request),
        request.params.id,
      );
      // Streamed from its file under DATA_DIR: an export may be larger than memory should hold.
      return sendFile(reply, 'application/zip', fileName, createReadStream(path));
    },
  );

  app.get(
    '/school-data/closure',
    {
      onRequest: portal.member('school.delete'),
      schema: {
        tags: ['Portal'],
        summary: "Whether closing the school's account was asked for, and when its data is erased",
        response: { 200: SchoolClosure, ...portalErrors },
      },
    },
    async (request) => schoolClosures.get(tenantOf(request)),
  );

  app.post(
    '/school-data/closure',
    {
      onRequest: portal.member('school.delete'),
      schema: {
        tags: ['Portal'],
        summary:
          "Asks to close the school's account, confirmed by its portal code; the erasure follows after the grace period",
        body: CloseSchoolBody,
        response: { 200: SchoolClosure, ...portalErrors, 409: ErrorBody },
      },
    },
    async (request) => schoolClosures.request(tenantOf(request), callerOf(request), request.body.code),
  );

  app.delete(
    '/school-data/closure',
    {
      onRequest: portal.member('school.delete'),
      schema: {
        tags: ['Portal'],
        summary: "Cancels closing the school's account during the grace period",
        response: { 200: SchoolClosure, ...portalErrors, 409: ErrorBody },
      },
    },
    async (request) => schoolClosures.cancel(tenantOf(request)),
  );
};

export default schoolDataRoutes;
