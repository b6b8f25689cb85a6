import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { tenants } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from './accounts-helpers';
import { expectScopedRows, jobOf, until } from './tenant-helpers';
import { databases, type ScratchDatabase, seedPgliteDataDir } from './test-database';

// docs/decisions/0002-pglite-by-default-postgresql-by-url.md and 0017: PGlite can be damaged by a
// hard kill mid-write in some versions, and the durable provisioning job must survive kill -9. The
// real server (server/main.ts) runs in a child process on a temporary DATA_DIR (or a scratch
// PostgreSQL database) and is killed with SIGKILL while it provisions all twelve classes, at a
// random moment after the third class commits (in the pause between classes or in the middle of the
// next class's transaction). The next start resumes and finishes the job; then the database is
// opened again here and checked row by row.

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
    // Generous: on CI the server starts while two other test workers keep both cores busy.
    60_000,
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

interface SignedIn {
  userId: string;
  token: string;
}

/** Registers through the API and follows the verification link the dev mailbox wrote. */
async function registerOwner(url: string, dataDir: string): Promise<SignedIn> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}/prod/v1/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('register', registration({ institutionName: 'Kendriya Vidya Niketan' }));
  expect(registered.status).toBe(201);
  const link = await until(async () => {
    const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
    const sidecar = files.find((file) => file.endsWith('.json'));
    if (!sidecar) return undefined;
    const mail = JSON.parse(await readFile(join(dataDir, 'mail', sidecar), 'utf8')) as { links: string[] };
    return mail.links[0];
  }, 'the verification mail');
  const verified = await post('verify', { token: new URL(link).searchParams.get('token') });
  expect(verified.status).toBe(200);
  const { userId, token } = (await verified.json()) as SignedIn;
  return { userId, token };
}

function call(url: string, owner: SignedIn, method: string, path: string, body?: unknown) {
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
    'on $kind: resumes after the restart and ends deployed, with every row once',
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

      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        LOG_LEVEL: 'debug',
        PROVISIONING_STEP_DELAY_MS: '40',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };

      // First run: an owner registers and verifies (the link from the dev mailbox), deploys all
      // twelve classes, and the server is killed once Class 3 is committed.
      const first = startServer(env);
      let url = await listening(first);
      const owner = await registerOwner(url, dataDir);
      const accepted = await call(url, owner, 'POST', 'deploy/user', {
        userId: owner.userId,
        features: [{ name: 'ncertCourses', values: ALL }],
      });
      expect(accepted.status).toBe(202);
      await logged(first, 'Provisioned Class 3');
      // A random moment after Class 3: in the pause or inside Class 4's transaction.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 100)));
      expect(entries(first).some((entry) => entry.msg === 'Tenant deployed')).toBe(false);
      await kill9(first);

      // The last run finishes.
      const last = startServer(env);
      url = await listening(last);
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
      expect(entries(last).map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['Resuming tenant provisioning', 'Tenant deployed']),
      );
      last.child.kill('SIGTERM');
      expect(await last.exited).toEqual({ code: 0, signal: null });

      // The data, read back directly: every class, subject and textbook exactly once.
      const handle = await open();
      try {
        const [tenantRow] = await handle.db
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.userId, owner.userId));
        const tenantId = tenantRow?.id ?? '';
        await expectScopedRows(handle.db, tenantId, ALL, ALL);
        const job = await jobOf(handle.db, tenantId);
        expect(job?.state).toBe('succeeded');
        expect([...(job?.classesDone ?? [])].sort((a, b) => Number(a) - Number(b))).toEqual(ALL);
        expect(job?.classesDone).toHaveLength(12);
        // Both runs counted themselves.
        expect(job?.attempts).toBe(2);
      } finally {
        await handle.close();
      }
    },
    150_000,
  );
});
