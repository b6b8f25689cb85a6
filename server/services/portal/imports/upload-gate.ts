import { type ApiError, refuse } from '@server/http-error';

// How many uploaded files are read and checked at once (docs/decisions/0025-spreadsheet-import.md):
// at most `total` on the server and `perSchool` for one school. Reading a file takes a core, and
// the dry run's check a database connection; so one school sending eleven files at once holds one
// connection, not the pool, and other schools' requests keep a core. The others wait their turn,
// first come first served, for up to `waitMs`; past that, or when too many already wait, they get
// 429 with Retry-After. The import job waits as long as it takes: it is background work.

export interface UploadGateOptions {
  total: number;
  perSchool: number;
  /** How long an upload waits for its turn before 429. */
  waitMs: number;
}

interface Waiter {
  school: string;
  start: () => void;
  timer: NodeJS.Timeout | undefined;
}

/** How long an upload waits for its turn: a few files' worth. */
export const UPLOAD_WAIT_MS = 5_000;
/** Uploads of one school that may wait for their turn; more are answered 429 at once. */
const WAITING_PER_SCHOOL = 2;
const WAITING_TOTAL = 16;
const RETRY_AFTER_SECONDS = 5;

function busy(): ApiError {
  return refuse(429, 'uploads_busy').withHeaders({ 'retry-after': String(RETRY_AFTER_SECONDS) });
}

export class UploadGate {
  private readonly options: UploadGateOptions;
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  private readonly waiting: Waiter[] = [];

  constructor(options: UploadGateOptions) {
    this.options = options;
  }

  /** Runs `work` when the school and the server have a free turn; `patient` waits without limit. */
  async run<T>(school: string, work: () => Promise<T>, patient = false): Promise<T> {
    // A waiter is given its turn already taken (next()), so no one else takes it meanwhile.
    if (this.free(school)) this.take(school);
    else await this.wait(school, patient);
    try {
      return await work();
    } finally {
      const left = (this.running.get(school) ?? 1) - 1;
      if (left === 0) this.running.delete(school);
      else this.running.set(school, left);
      this.runningTotal -= 1;
      this.next();
    }
  }

  private take(school: string): void {
    this.running.set(school, (this.running.get(school) ?? 0) + 1);
    this.runningTotal += 1;
  }

  private free(school: string): boolean {
    return this.runningTotal < this.options.total && (this.running.get(school) ?? 0) < this.options.perSchool;
  }

  private wait(school: string, patient: boolean): Promise<void> {
    if (!patient) {
      const mine = this.waiting.filter((waiter) => waiter.school === school).length;
      if (mine >= WAITING_PER_SCHOOL || this.waiting.length >= WAITING_TOTAL) return Promise.reject(busy());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { school, start: resolve, timer: undefined };
      if (!patient) {
        waiter.timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(busy());
        }, this.options.waitMs);
      }
      this.waiting.push(waiter);
    });
  }

  /** Starts the first waiters, in order, whose school and the server have a free turn. */
  private next(): void {
    for (let index = 0; index < this.waiting.length; ) {
      const waiter = this.waiting[index];
      if (!waiter || !this.free(waiter.school)) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      clearTimeout(waiter.timer);
      this.take(waiter.school);
      waiter.start();
    }
  }
}
