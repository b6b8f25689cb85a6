import { Worker } from 'node:worker_threads';
import { ApiError } from '@server/http-error';
import type { ParseAnswer, ParseRequest } from './parse-worker';
import type { SheetRow } from './read-rows';
import { type Refusal, tooComplex } from './upload-refusal';

// Reads uploaded files in worker threads (docs/decisions/0025-spreadsheet-import.md), so that no
// file, however hostile, holds the event loop that answers every school, or a database
// transaction: the rows come back before the dry run opens one. Each worker has a heap limit, and
// a file still being read at the time limit has its worker terminated; both answer 413. Workers
// are kept for the next file (starting one loads exceljs, most of a second on a busy core); one
// that was terminated or ran out of memory is replaced. How many files are read at once is the
// upload gate's to say (upload-gate.ts).

export interface ParsePoolOptions {
  /** Idle workers kept; the gate lets no more files than this be read at once. */
  size: number;
  /** A file still being read after this long is refused (413). */
  timeoutMs: number;
  /** Each worker's heap. */
  memoryMb?: number;
}

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);
/** Loading the readers in a new worker, apart from reading the file. */
const START_TIMEOUT_MS = 60_000;

function asApiError(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.code, refusal.message, {}, {}, refusal.params);
}

export class ParsePool {
  private readonly options: ParsePoolOptions;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private nextId = 1;
  private closed = false;

  constructor(options: ParsePoolOptions) {
    this.options = options;
  }

  /** The file's rows, header first; an ApiError 400 or 413 when it is refused. */
  async parse(file: Buffer, mediaType: string): Promise<SheetRow[]> {
    const worker = this.idle.pop() ?? (await this.start());
    let healthy = false;
    try {
      const answer = await this.ask(worker, { id: this.nextId++, file, mediaType });
      healthy = true;
      if ('rows' in answer) return answer.rows;
      if ('refusal' in answer) throw asApiError(answer.refusal);
      throw new Error(
        `Reading an uploaded file failed in its worker: ${'failure' in answer ? answer.failure : ''}`,
      );
    } finally {
      if (healthy && !this.closed && this.idle.length < this.options.size) this.idle.push(worker);
      else void this.end(worker);
    }
  }

  /** Ends every worker; later parses fail. */
  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => this.end(worker)));
  }

  private async end(worker: Worker): Promise<void> {
    this.forget(worker);
    await worker.terminate();
  }

  private forget(worker: Worker): void {
    this.all.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at !== -1) this.idle.splice(at, 1);
  }

  private start(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('The upload readers are closed.'));
    const memory = this.options.memoryMb ?? 192;
    const worker = new Worker(WORKER_URL, {
      // The server runs its TypeScript through tsx (npm start, tests alike); so does the worker.
      execArgv: ['--import', 'tsx'],
      resourceLimits: { maxOldGenerationSizeMb: memory, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    this.all.add(worker);
    // A worker that fails between files is dropped (an 'error' nobody listens to would end the process).
    worker.on('error', () => this.forget(worker));
    worker.on('exit', () => this.forget(worker));
    return this.await(worker, START_TIMEOUT_MS, (answer) => 'ready' in answer).then(() => worker);
  }

  private ask(worker: Worker, request: ParseRequest): Promise<ParseAnswer> {
    const reply = this.await(
      worker,
      this.options.timeoutMs,
      (answer) => 'id' in answer && answer.id === request.id,
    );
    worker.postMessage(request);
    return reply;
  }

  /** The worker's next answer that `wanted`; a 413 at the time limit or when its heap ran out. */
  private await(
    worker: Worker,
    timeoutMs: number,
    wanted: (answer: ParseAnswer) => boolean,
  ): Promise<ParseAnswer> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: ParseAnswer) => {
        if (!wanted(answer)) return;
        done();
        resolve(answer);
      };
      const onError = (error: Error & { code?: string }) => {
        done();
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(asApiError(tooComplex()));
        else reject(error);
      };
      const onExit = () => {
        done();
        reject(new Error('The upload reader stopped.'));
      };
      const timer = setTimeout(() => {
        done();
        void this.end(worker);
        reject(asApiError(tooComplex()));
      }, timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  }
}
