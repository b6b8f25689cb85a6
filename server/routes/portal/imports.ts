import { ErrorBody } from '@common/api/errors';
import { Id, IdParams, portalErrors } from '@common/api/portal/common';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  ImportCheck,
  type ImportKind,
  ImportKindParams,
  ImportSkipped,
  RunImportBody,
  TemplateQuery,
  XLSX_MEDIA_TYPE,
} from '@common/api/portal/imports';
import { IMPORT_PERMISSIONS } from '@common/portal/import-permissions';
import type { ApiRoutes } from '@server/app';
import { errorBodyOf, refuse } from '@server/http-error';
import { callerOf, FORBIDDEN, tenantOf } from '@server/plugins/portal-auth';
import { attachment } from '@server/services/portal/csv-export';
import { cleanFileName } from '@server/services/portal/imports/file-name';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Check } from 'typebox/value';

// Bulk import (docs/requirements/students.md#import, common/api/portal/imports.ts). Each route
// needs the create permission of the kind it imports (students.create, employees.create,
// academics.create): for a template or an upload the kind is in the path, for an import it is the
// import's own, looked up by its id. Both are checked onRequest, before the body is read. The
// upload is the file itself as the body, up to 5 MB, so this plugin alone reads CSV and XLSX
// bodies, and the upload route alone lifts the API's 64 KiB body limit.

const tags = ['Portal'];
const MEDIA_TYPES = ['text/csv', XLSX_MEDIA_TYPE] as const;
const WRONG_TYPE = 'Upload the file as CSV (text/csv) or Excel XLSX.';
const conflictErrors = { ...portalErrors, 409: ErrorBody };
/** A file in the answer (not serialised: Fastify sends a Buffer or a string as it is). */
const FileBody = (description: string) =>
  Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary', description });

function mayImport(request: FastifyRequest, kind: ImportKind): void {
  if (!callerOf(request).permissions.has(IMPORT_PERMISSIONS[kind].create))
    throw refuse(403, 'forbidden', FORBIDDEN);
}

/** The media type without parameters, lower-cased. */
function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const importRoutes: ApiRoutes = async (app, { portal, portalImports }) => {
  // A signed-in member holding the create permission of the kind in the path (a kind that is none
  // is left to the params schema: 400). On the upload a stranger's 5 MB is refused unread.
  const kindMember = [
    ...portal.member(),
    async (request: FastifyRequest) => {
      const { kind } = request.params as { kind: string };
      if ((IMPORT_KINDS as readonly string[]).includes(kind)) mayImport(request, kind as ImportKind);
    },
  ];
  // The same for an import's own kind. An id that is no UUID is left to the params schema (400);
  // another school's import, or none, is not found (404).
  const importMember = [
    ...portal.member(),
    async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      if (Check(Id, id)) mayImport(request, await portalImports.kindOf(tenantOf(request), id));
    },
  ];

  app.addContentTypeParser(
    [...MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) =>
      done(null, body),
  );
  // The framework's sentences speak of JSON bodies; an upload's are about files. Anything else
  // goes on to the API's own handler.
  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(errorBodyOf('file_too_large'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(errorBodyOf('unsupported_media_type', WRONG_TYPE));
    }
    throw error;
  });

  app.get(
    '/imports/templates/:kind',
    {
      onRequest: kindMember,
      schema: {
        tags,
        summary: 'A template to fill in: CSV or XLSX, headers in English or Hindi',
        description:
          "The header row only. The XLSX's class and section columns offer the school's own classes and sections, and gender, relation and language their values, as drop-down lists.",
        params: ImportKindParams,
        querystring: TemplateQuery,
        response: { 200: FileBody('The template: CSV (UTF-8 with BOM) or XLSX.'), ...portalErrors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { format = 'csv', language = 'en' } = request.query;
      const template = await portalImports.template(tenantOf(request), kind, format, language);
      return reply
        .header('content-type', template.mediaType)
        .header('content-disposition', attachment(template.fileName))
        .send(template.body);
    },
  );

  app.post(
    '/imports/:kind',
    {
      onRequest: kindMember,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a file: the dry run',
        description: `The body is the file itself (Content-Type text/csv or ${XLSX_MEDIA_TYPE}), at most 5 MB (413) and 10,000 rows (400); header X-File-Name names it. Every row is checked and compared with the school's records; nothing is written to them.`,
        params: ImportKindParams,
        response: { 201: ImportCheck, ...portalErrors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const mediaType = essence(request.headers['content-type']);
      const file = request.body;
      if (!Buffer.isBuffer(file) || !(MEDIA_TYPES as readonly string[]).includes(mediaType)) {
        throw refuse(415, 'unsupported_media_type', WRONG_TYPE);
      }
      if (file.length === 0) throw refuse(400, 'file_empty');
      const fallback = mediaType === XLSX_MEDIA_TYPE ? 'import.xlsx' : 'import.csv';
      const check = await portalImports.upload(tenantOf(request), callerOf(request), {
        kind: request.params.kind,
        fileName: cleanFileName(request.headers['x-file-name'], fallback),
        mediaType,
        file,
      });
      return reply.code(201).send(check);
    },
  );

  app.get(
    '/imports/:id',
    {
      onRequest: importMember,
      schema: {
        tags,
        summary: 'An import as it is now',
        description: 'Its check, and while it runs how many rows are done of how many.',
        params: IdParams,
        response: { 200: ImportCheck, ...portalErrors },
      },
    },
    async (request) => {
      return portalImports.get(tenantOf(request), request.params.id);
    },
  );

  app.get(
    '/imports/:id/skipped',
    {
      onRequest: importMember,
      schema: {
        tags,
        summary: 'The rows with problems',
        description:
          "The file's header and each row with a problem as the file has it, with every problem (row, column, code and its parameters, value, the row's name): the rows an import of the valid rows skips, kept after it ran.",
        params: IdParams,
        response: { 200: ImportSkipped, ...portalErrors },
      },
    },
    async (request) => portalImports.skipped(tenantOf(request), request.params.id),
  );

  app.post(
    '/imports/:id/run',
    {
      onRequest: importMember,
      schema: {
        tags,
        summary: 'Start the import',
        description:
          'Queues the import job. 409 when the file has problems and validRowsOnly is not true, when it has no valid row, or when it already ran; 403 when its dry run planned changes to existing records and the member may not edit them.',
        params: IdParams,
        body: RunImportBody,
        response: { 202: ImportCheck, ...conflictErrors },
      },
    },
    async (request, reply) => {
      const check = await portalImports.run(
        tenantOf(request),
        callerOf(request),
        request.params.id,
        request.body.validRowsOnly === true,
      );
      return reply.code(202).send(check);
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      onRequest: importMember,
      schema: {
        tags,
        summary: 'Stop an import, or discard an uploaded file',
        description:
          'A queued or running import stops after the batch under way; the rows written stay (running the same file again completes them). 409 once it has ended.',
        params: IdParams,
        response: { 200: ImportCheck, ...conflictErrors },
      },
    },
    async (request) => {
      return portalImports.cancel(tenantOf(request), request.params.id);
    },
  );
};

export default importRoutes;
