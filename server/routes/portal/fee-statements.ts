import { ErrorBody } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import { LineResolution, Statement, StatementLine, StatementList } from '@common/api/portal/fee-statements';
import { IMPORT_MAX_BYTES, XLSX_MEDIA_TYPE } from '@common/api/portal/imports';
import type { ApiRoutes } from '@server/app';
import { errorBodyOf, refuse } from '@server/http-error';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import { cleanFileName } from '@server/services/portal/imports/file-name';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Bank and UPI statements (docs/requirements/fees.md#upi): the upload is the file itself as the
// body, CSV or XLSX, read by the import's reader in a worker with the import's limits. This file
// alone reads file bodies, and the upload route alone lifts the API's 64 KiB body limit.

const tags = ['Portal'];
const MEDIA_TYPES = ['text/csv', XLSX_MEDIA_TYPE] as const;
const WRONG_TYPE = 'Upload the statement as CSV (text/csv) or Excel XLSX.';
const withConflict = { ...portalErrors, 409: ErrorBody };

function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const feeStatementRoutes: ApiRoutes = async (app, { portal, fees }) => {
  app.addContentTypeParser(
    [...MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) =>
      done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(errorBodyOf('file_too_large'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send(errorBodyOf('unsupported_media_type', WRONG_TYPE));
    throw error;
  });

  app.post(
    '/fees/statements',
    {
      onRequest: portal.member('fees.collect'),
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a bank or UPI statement: its credits are matched to dues',
        description: `The body is the file itself (Content-Type text/csv or ${XLSX_MEDIA_TYPE}), at most 5 MB (413); header X-File-Name names it.`,
        response: { 201: Statement, ...withConflict, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const mediaType = essence(request.headers['content-type']);
      const file = request.body;
      if (!Buffer.isBuffer(file) || !(MEDIA_TYPES as readonly string[]).includes(mediaType))
        throw refuse(415, 'unsupported_media_type', WRONG_TYPE);
      if (file.length === 0) throw refuse(400, 'file_empty');
      const fileName = cleanFileName(
        request.headers['x-file-name'],
        mediaType === XLSX_MEDIA_TYPE ? 'statement.xlsx' : 'statement.csv',
      );
      return reply
        .code(201)
        .send(
          await fees.uploadStatement(tenantOf(request), callerOf(request), { file, mediaType, fileName }),
        );
    },
  );
  app.get(
    '/fees/statements',
    {
      onRequest: portal.member('fees.view'),
      schema: { tags, summary: 'The latest statements', response: { 200: StatementList, ...portalErrors } },
    },
    async (request) => fees.statements(tenantOf(request)),
  );
  app.get(
    '/fees/statements/:id',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'A statement with its lines, the unmatched first',
        params: IdParams,
        response: { 200: Statement, ...portalErrors },
      },
    },
    async (request) => fees.statement(tenantOf(request), request.params.id),
  );
  app.post(
    '/fees/statement-lines/:id/resolve',
    {
      onRequest: portal.member('fees.collect'),
      schema: {
        tags,
        summary: 'Resolve an unmatched line: a payment of a student, or set aside',
        params: IdParams,
        body: LineResolution,
        response: { 200: StatementLine, ...withConflict },
      },
    },
    async (request) =>
      fees.resolveLine(tenantOf(request), callerOf(request), request.params.id, request.body),
  );
};

export default feeStatementRoutes;
