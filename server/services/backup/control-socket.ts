import { createHash } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Only one process may open PGlite's directory, so `npm run backup` cannot open it while the
// server runs: it asks the server instead, over a local socket in the data directory (a named pipe
// on Windows). The socket's file is made readable by its owner only, so only the account that owns
// the data can ask. The socket is also the directory's lock: whoever opens PGlite (the server, or
// the backup or restore command when no server runs) listens on it first, and a second one finds
// it answered and stops. A socket left by a process that died answers nothing and is replaced.

export class DataDirBusy extends Error {
  override readonly name = 'DataDirBusy';
}

export interface BackupRequest {
  /** Absolute; default: the server's BACKUP_DIR. */
  readonly to?: string;
}

export type BackupReply = { ok: true; file: string; summary: string } | { ok: false; error: string };

/** Serves backup requests (or, without a handler, answers that the directory is busy). */
export type BackupHandler = (request: BackupRequest) => Promise<BackupReply>;

/** Unix socket paths are limited to about 100 bytes: a deep data directory gets one in the temp folder. */
export function controlSocketPath(dataDir: string): string {
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\shala-${digest}`;
  const inside = join(dataDir, 'control.sock');
  return Buffer.byteLength(inside) < 100 ? inside : join(tmpdir(), `shala-${digest}.sock`);
}

function call(path: string, body: BackupRequest | undefined): Promise<BackupReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        socketPath: path,
        method: body ? 'POST' : 'GET',
        path: '/backup',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as BackupReply);
          } catch {
            reject(new Error('The server answered the backup request with something else than a reply.'));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Whether a live process answers on the socket. */
async function answered(path: string): Promise<boolean> {
  try {
    await call(path, undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks the process that holds the data directory to make a backup; undefined when none holds it
 * (then the caller may open the directory itself, after holdDataDir).
 */
export async function askForBackup(dataDir: string, body: BackupRequest): Promise<BackupReply | undefined> {
  const path = controlSocketPath(dataDir);
  if (!(await answered(path))) return undefined;
  return call(path, body);
}

export interface DataDirHold {
  /** From now on, backup requests are served by `handler`. */
  serve(handler: BackupHandler): void;
  release(): Promise<void>;
}

/** Takes the data directory's lock (its socket); throws DataDirBusy when a live process holds it. */
export async function holdDataDir(dataDir: string, busyWith: string): Promise<DataDirHold> {
  const path = controlSocketPath(dataDir);
  await mkdir(dataDir, { recursive: true });
  let handler: BackupHandler | undefined;
  const server: Server = createServer((incoming, outgoing) => {
    const reply = (status: number, body: BackupReply) =>
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (incoming.method !== 'POST') return reply(200, { ok: false, error: busyWith });
    let text = '';
    incoming.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
    });
    incoming.on('end', () => {
      if (!handler) return reply(503, { ok: false, error: busyWith });
      let body: BackupRequest;
      try {
        body = JSON.parse(text) as BackupRequest;
      } catch {
        return reply(400, { ok: false, error: 'The backup request was not JSON.' });
      }
      handler(body).then(
        (result) => reply(result.ok ? 200 : 500, result),
        (error: unknown) =>
          reply(500, { ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path, readableAll: false, writableAll: false }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answered(path)) {
      throw new DataDirBusy(`Another Shala process holds ${dataDir} (its socket ${path} answers).`);
    }
    // Left by a process that died.
    await rm(path, { force: true });
    await listen();
  }
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return {
    serve(next) {
      handler = next;
    },
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
