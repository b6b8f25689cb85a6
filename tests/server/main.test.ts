import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@server/db/migrate';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Started, startServerProcess } from './server-process';
import { databases, type ScratchDatabase, seedPgliteDataDir } from './test-database';

// server/main.ts as an operator runs it: a real process, configured only through its environment.

const MIGRATIONS = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

const start = startServerProcess;

/** The URL the server logs once it listens. */
// Generous: on CI the server starts while two other test workers keep both cores busy.
async function listeningUrl(server: Started, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { url?: string };
      if (entry.url) return entry.url;
    }
    const early = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(resolve, 50, null)),
    ]);
    if (early) throw new Error(`The server exited before listening: ${server.stderr()}${server.stdout()}`);
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server did not start in time: ${server.stderr()}${server.stdout()}`);
}

// The cases are separate processes, so they run side by side (concurrent) to keep the file short.
describe('server/main.ts', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it.concurrent.each(databases())(
    'on $kind: serves health, exits 0 on SIGTERM, keeps its data for the next start',
    async (target) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'shala-main-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let scratch: ScratchDatabase | undefined;
      // Skip initdb (seconds of CPU) for the embedded database: its migrations still run in the server.
      if (target.kind === 'pglite') await seedPgliteDataDir(dataDir);
      if (target.createScratchDatabase) {
        scratch = await target.createScratchDatabase();
        cleanups.push(() => scratch?.drop() ?? Promise.resolve());
      }
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        LOG_LEVEL: 'info',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };

      const first = start(env);
      const url = await listeningUrl(first);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      const health = await fetch(`${url}/prod/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/prod/v1/health/ready`);
      expect(await ready.json()).toEqual({ status: 'ready', database: target.kind });
      const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect((await page.json()).message).toContain('npm run build');

      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(first.stdout()).toContain('Shutdown complete');
      expect(first.stdout()).toContain(
        `Database ready (${target.kind}): ${MIGRATIONS} of ${MIGRATIONS} migrations applied now`,
      );
      if (target.kind === 'pglite') expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

      // Same data directory or database again: the schema is already there.
      const second = start(env);
      await listeningUrl(second);
      second.child.kill('SIGINT');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      expect(second.stdout()).toContain(
        `Database ready (${target.kind}): 0 of ${MIGRATIONS} migrations applied now`,
      );
    },
    // Two whole server starts (tsx compiles the server each time) beside the other test files on
    // two cores: about 20 s when the machine is quiet, and more under the full suite's load.
    150_000,
  );
});

describe('server/main.ts refusing to start', () => {
  it('prints one line and exits 1 on a bad setting', async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")\n',
    );
    expect(server.stdout()).toBe('');
  });

  it.concurrent('prints one line and exits 1 when the database cannot be reached', async () => {
    const server = start({
      PORT: '0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/shala',
      LOG_LEVEL: 'silent',
    });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toMatch(/^Shala could not start: .*ECONNREFUSED.*\n$/);
    expect(server.stderr().trim().split('\n')).toHaveLength(1);
  });
});
