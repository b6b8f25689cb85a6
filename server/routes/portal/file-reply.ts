import type { Readable } from 'node:stream';
import { attachment } from '@server/services/portal/csv-export';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';

// Answers that are files to save (a CSV report, a student's data, a school's export): saved
// under their name, and never kept by a cache on the way, since they hold the school's data.

export const Csv = Type.String({ description: 'A CSV file: UTF-8 with a byte order mark, CRLF line ends.' });

export function sendFile(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Buffer | string | Readable,
) {
  return reply
    .type(type)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

export function sendCsv(reply: FastifyReply, fileName: string, file: Buffer | string) {
  return sendFile(reply, 'text/csv; charset=utf-8', fileName, file);
}
