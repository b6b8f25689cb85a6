import { parentPort } from 'node:worker_threads';
import { readRows, type SheetRow } from './read-rows';
import { type Refusal, UploadRefusal } from './upload-refusal';

// The worker thread that reads uploaded files (parse-pool.ts starts it with a memory limit and
// ends it at a time limit). It imports only the readers, never the database or the server, and
// answers each file with its rows or the reason it is refused.

export interface ParseRequest {
  id: number;
  file: Uint8Array;
  mediaType: string;
}

export type ParseAnswer =
  | { ready: true }
  | { id: number; rows: SheetRow[] }
  | { id: number; refusal: Refusal }
  | { id: number; failure: string };

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread only.');

async function answer(request: ParseRequest): Promise<ParseAnswer> {
  const file = Buffer.from(request.file.buffer, request.file.byteOffset, request.file.byteLength);
  try {
    const rows: SheetRow[] = [];
    for await (const row of readRows(file, request.mediaType)) rows.push(row);
    return { id: request.id, rows };
  } catch (error) {
    if (error instanceof UploadRefusal) {
      return {
        id: request.id,
        refusal: { status: error.status, code: error.code, message: error.message, params: error.params },
      };
    }
    return {
      id: request.id,
      failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

port.on('message', (request: ParseRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
port.postMessage({ ready: true } satisfies ParseAnswer);
