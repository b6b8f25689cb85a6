import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { buildTenantApp, createOwner, expectScopedRows, jobOf, type Owner, until } from './tenant-helpers';
import { databases, type ScratchDatabase, seedPgliteDataDir } from './test-database';

// DECISIONS.md: "PGlite can be damaged by a hard kill mid-write in some versions: the durable
// provisioning job must survive kill -9." The real server (server/main.ts) runs in a child process
// on a temporary DATA_DIR (or a scratch PostgreSQL database) and is killed with SIGKILL twice
// while it provisions all twelve classes: once right after a class commits, once at a random
// moment of the resumed run (most likely in the middle of a class's transaction). The third
// start finishes the job; then the database is opened again here and checked row by row.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ALL = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

/** Log lines (JSON) the server printed so far. */
function entries(server: Server): { msg?: string; url?: string }[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; url?: string });
}

async function listening(server: Server): Promise<string> {
  return until(
    async () => {
      const exited = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(resolve, 0, null)),
      ]);
      if (exited) throw new Error(`The server exited before listening: ${server.output()}`);
      return entries(server).find((entry) => entry.url)?.url;
    },
    'the server to listen',
    30_000,
  );
}

function logged(server: Server, message: string, timeoutMs = 20_000): Promise<true> {
  return until(
    async () => (entries(server).some((entry) => entry.msg === message) ? true : undefined),
    `"${message}" in the log`,
    timeoutMs,
    5,
  );
}

async function kill9(server: Server): Promise<void> {
  server.child.kill('SIGKILL');
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

function call(url: string, owner: Owner, method: string, path: string, body?: unknown) {
  return fetch(`${url}/prod/v1/tenants/${path}/${owner.userId}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('a tenant deploy killed with SIGKILL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it.concurrent.each(databases())(
    'on $kind: resumes after each restart and ends deployed, with every row once',
    async (target) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'shala-kill9-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let scratch: ScratchDatabase | undefined;
      if (target.kind === 'pglite') await seedPgliteDataDir(dataDir);
      if (target.createScratchDatabase) {
        scratch = await target.createScratchDatabase();
        cleanups.push(() => scratch?.drop() ?? Promise.resolve());
      }
      const open = (): Promise<DatabaseHandle> =>
        openDatabase(scratch ? { databaseUrl: scratch.url, poolSize: 2 } : { dataDir });

      // The owner registers and verifies through the real endpoints, in this process, before the
      // server starts (the embedded database has one user at a time).
      let handle = await open();
      await migrate(handle);
      const prep = await buildTenantApp(handle, { DATA_DIR: dataDir });
      const owner = await createOwner(prep, 'Kendriya Vidya Niketan');
      await prep.close();
      await handle.close();

      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        LOG_LEVEL: 'debug',
        PROVISIONING_STEP_DELAY_MS: '40',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };

      // First run: killed just after Class 3 is committed.
      const first = startServer(env);
      let url = await listening(first);
      const accepted = await call(url, owner, 'POST', 'deploy/user', {
        userId: owner.userId,
        features: [{ name: 'ncertCourses', values: ALL }],
      });
      expect(accepted.status).toBe(202);
      await logged(first, 'Provisioned Class 3');
      await kill9(first);

      // Second run: resumes, and is killed at a random moment of its writes.
      const second = startServer(env);
      url = await listening(second);
      await logged(second, 'Resuming tenant provisioning');
      const pending = await (await call(url, owner, 'GET', 'user')).json();
      expect(pending).toMatchObject({ deploymentStatus: 'not_deployed', pendingOperation: 'deploy' });
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 80)));
      await kill9(second);

      // Third run: finishes.
      const third = startServer(env);
      url = await listening(third);
      const tenant = await until(
        async () => {
          const body = await (await call(url, owner, 'GET', 'user')).json();
          return body.pendingOperation === null ? body : undefined;
        },
        'the deploy to finish',
        20_000,
        50,
      );
      expect(tenant).toMatchObject({
        deploymentStatus: 'deployed',
        isActive: true,
        features: [
          { name: 'ncertCourses', values: ALL },
          { name: 'liveClassroom', enabled: false },
          { name: 'attendanceTracking', enabled: false },
        ],
      });
      expect(entries(third).some((entry) => entry.msg === 'Tenant deployed')).toBe(true);
      third.child.kill('SIGTERM');
      expect(await third.exited).toEqual({ code: 0, signal: null });

      // The data, read back directly: every class, subject and textbook exactly once.
      handle = await open();
      try {
        await expectScopedRows(handle.db, owner.tenantId, ALL, ALL);
        const job = await jobOf(handle.db, owner.tenantId);
        expect(job?.state).toBe('succeeded');
        expect([...(job?.classesDone ?? [])].sort((a, b) => Number(a) - Number(b))).toEqual(ALL);
        expect(job?.classesDone).toHaveLength(12);
        // Three runs started (the second may have died before it counted itself).
        expect(job?.attempts).toBeGreaterThanOrEqual(2);
        expect(job?.attempts).toBeLessThanOrEqual(3);
      } finally {
        await handle.close();
      }
    },
    90_000,
  );
});
