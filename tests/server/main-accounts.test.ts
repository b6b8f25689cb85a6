import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Started, startServerProcess } from './server-process';
import { databases, type ScratchDatabase, seedPgliteDataDir } from './test-database';

// server/main.ts as a person runs it (docs/requirements/mail.md#transports): the job runner runs
// in the process, so a registration leaves an .eml and its sidecar under DATA_DIR/mail whose link
// verifies the account. And when stdout goes away (`npm start | head -3`), the server exits instead
// of retrying a failed log write forever.

const PUBLIC_URL = 'https://shala.example.in';
// Real processes: start-up (tsx, PGlite, migrations) takes seconds, more on a busy machine.
const PROCESS_TEST_MS = 120_000;

const start = startServerProcess;

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Up to a minute: the three tests start their servers at once, each loading its source through
 * tsx, and on a busy 2-core CI host the PGlite one took over 30 s to listen (each whole test takes
 * about 21 s on a quiet host).
 */
async function listeningUrl(server: Started): Promise<string> {
  return until(
    'the server to listen',
    async () => {
      if (server.child.exitCode !== null) throw new Error(`The server exited: ${server.stderr()}`);
      for (const line of server.stdout().split('\n')) {
        if (line.startsWith('{') && line.includes('"url"')) return (JSON.parse(line) as { url: string }).url;
      }
      return undefined;
    },
    60_000,
  );
}

/** Exits within the time, or is killed and fails the test. */
async function exitsWithin(server: Started, ms: number) {
  const timer = setTimeout(() => server.child.kill('SIGKILL'), ms);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

async function json(url: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    // The registration claim, as the browser that registered keeps it (routes/auth.ts).
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

describe('server/main.ts with accounts', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function environment(kind: string, createScratch?: () => Promise<ScratchDatabase>) {
    const dataDir = await mkdtemp(join(tmpdir(), 'shala-main-accounts-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (kind === 'pglite') await seedPgliteDataDir(dataDir);
    const scratch = createScratch ? await createScratch() : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    return {
      dataDir,
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        PUBLIC_URL,
        LOG_LEVEL: 'info',
        PROVISIONING_STEP_DELAY_MS: '0',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    };
  }

  it.concurrent.each(databases())(
    'on $kind: register, the dev mailbox .eml link verifies, log in; exits on SIGTERM with stdout gone',
    async (target) => {
      const { dataDir, env } = await environment(target.kind, target.createScratchDatabase);
      const server = start(env);
      const api = `${await listeningUrl(server)}/prod/v1`;
      const email = `asha.${Date.now()}@vidyamandir.in`;
      const password = 'Chalk&Board2026';
      const registered = await json(`${api}/auth/register`, {
        email,
        password,
        fullName: 'Asha Rao',
        institutionName: 'Vidya Mandir School',
        phone: '+91 98765 43210',
      });
      expect(registered.status).toBe(201);

      const mailDir = join(dataDir, 'mail');
      const sidecar = await until('the verification mail', async () => {
        const names = existsSync(mailDir) ? await readdir(mailDir) : [];
        const name = names.find((item) => item.endsWith('.json'));
        return name ? { name, ...JSON.parse(await readFile(join(mailDir, name), 'utf8')) } : undefined;
      });
      expect(sidecar).toMatchObject({
        to: email,
        kind: 'verification',
        subject: 'Verify your email address for Shala',
      });
      const eml = await readFile(join(mailDir, sidecar.name.replace(/\.json$/, '.eml')), 'utf8');
      expect(eml).toMatch(/^Subject: Verify your email address for Shala$/m);
      const link = new URL(sidecar.links[0]);
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/verify`);
      // Printed for the person at the console.
      expect(server.stdout()).toContain(link.href);

      const verified = await json(
        `${api}/auth/verify`,
        { token: link.searchParams.get('token') },
        registered.cookie,
      );
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ email, fullName: 'Asha Rao' });
      const login = await json(`${api}/auth/login`, { username: email, password });
      expect(login.status).toBe(200);
      expect(login.body.userId).toBe(verified.body.userId);

      // The reader of stdout goes away (`| head -3` after three lines), then SIGTERM.
      server.child.stdout?.destroy();
      server.child.kill('SIGTERM');
      expect(await exitsWithin(server, 15_000)).toEqual({ code: 0, signal: null });
      expect(server.stderr()).toContain('Shala: stdout is gone (EPIPE): shutting down');
    },
    PROCESS_TEST_MS,
  );

  it.concurrent(
    'exits by itself when stdout goes away and it next logs',
    async () => {
      const { env } = await environment('pglite');
      const server = start(env);
      const api = `${await listeningUrl(server)}/prod/v1`;
      server.child.stdout?.destroy();
      // A request is logged: that write finds the pipe closed.
      await fetch(`${api}/health`).catch(() => undefined);
      expect(await exitsWithin(server, 15_000)).toEqual({ code: 0, signal: null });
      expect(server.stderr()).toBe('Shala: stdout is gone (EPIPE): shutting down\n');
    },
    PROCESS_TEST_MS,
  );
});
