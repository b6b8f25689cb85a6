import { ApiError } from '@server/http-error';
import { ParsePool } from '@server/services/portal/imports/parse-pool';
import { UploadGate } from '@server/services/portal/imports/upload-gate';
import { afterAll, describe, expect, it } from 'vitest';

// The two parts that keep uploads from hurting other schools, on their own
// (docs/decisions/0025-spreadsheet-import.md): the gate's turns (per school and on the server,
// a bounded wait, then 429 with Retry-After) and the reader's time limit (its worker is ended
// and replaced). portal-upload-isolation.test.ts checks them through the API.

/** A piece of work that ends when the test says so. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { work: () => done, release };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the upload gate', () => {
  it('gives one school one turn, lets two of its uploads wait, answers the next 429 at once', async () => {
    const gate = new UploadGate({ total: 2, perSchool: 1, waitMs: 60_000 });
    const first = held();
    const running = gate.run('a', first.work);
    const order: string[] = [];
    const second = gate.run('a', async () => void order.push('a2'));
    const third = gate.run('a', async () => void order.push('a3'));
    const busy = await refusal(gate.run('a', async () => undefined));
    expect(busy).toMatchObject({ statusCode: 429, code: 'uploads_busy', headers: { 'retry-after': '5' } });
    // Another school has its own turn meanwhile.
    await gate.run('b', async () => void order.push('b1'));
    expect(order).toEqual(['b1']);
    first.release();
    await Promise.all([running, second, third]);
    expect(order).toEqual(['b1', 'a2', 'a3']);
  });

  it('answers 429 when the wait for a turn runs out, and the import job waits as long as it takes', async () => {
    const gate = new UploadGate({ total: 1, perSchool: 1, waitMs: 50 });
    const first = held();
    const running = gate.run('a', first.work);
    expect(await refusal(gate.run('b', async () => undefined))).toMatchObject({ statusCode: 429 });
    let jobRan = false;
    const job = gate.run(
      'b',
      async () => {
        jobRan = true;
      },
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(jobRan).toBe(false);
    first.release();
    await Promise.all([running, job]);
    expect(jobRan).toBe(true);
  });
});

describe('the upload reader', () => {
  const pool = new ParsePool({ size: 1, timeoutMs: 200 });
  afterAll(() => pool.close());

  it('refuses a file still being read at the time limit with 413, and reads the next one in a new worker', async () => {
    // One row of 1.7 million quoted empty cells: papaparse needs more than a second for it.
    const slow = Buffer.from(`Name\n${'"",'.repeat(1_700_000)}\n`);
    const error = await refusal(pool.parse(slow, 'text/csv'));
    expect(error).toMatchObject({ statusCode: 413, code: 'file_too_complex' });
    // Starting the new worker is not counted in the time limit; reading two lines takes a moment.
    const rows = await pool.parse(Buffer.from('Name\nNorth\n'), 'text/csv');
    expect(rows).toEqual([
      { number: 1, cells: ['Name'] },
      { number: 2, cells: ['North'] },
    ]);
  });
});
