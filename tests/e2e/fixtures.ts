// The production server for the browser tests: `node --import tsx server/main.ts` serving dist/
// and the API on 127.0.0.1 and a free port, with a fresh embedded database per worker, stopped
// with SIGTERM afterwards. Each test also fails on an uncaught page error or a console error
// (a CSP violation, a failed chunk, a hydration error): the user would see a broken page.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

export { expect };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const KEPT_OUTPUT = 100_000;

export interface AppServer {
  /** Origin without a trailing slash, such as http://127.0.0.1:41234. */
  readonly url: string;
  readonly dataDir: string;
  /** The server's recent console output, for failure messages. */
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(ROOT, 'dist'),
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
      // The embedded database and the dev mailbox, whatever the calling shell has set.
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      CORS_ORIGINS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
    if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, url, output: () => output };
}

async function waitUntilReady(server: Started): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(server.child)) {
      throw new Error(
        `The server exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) before it was ready.\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/prod/v1/health/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
      lastProblem = `GET /prod/v1/health/ready answered ${response.status}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await sleep(100);
  }
  server.child.kill('SIGKILL');
  throw new Error(
    `The server was not ready after ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).\n${server.output()}`,
  );
}

async function stopServer(server: Started): Promise<void> {
  if (exited(server.child)) return;
  server.child.kill('SIGTERM');
  if (await waitForExit(server.child, STOP_TIMEOUT_MS)) return;
  server.child.kill('SIGKILL');
  await waitForExit(server.child, STOP_TIMEOUT_MS);
  throw new Error(
    `The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM (graceful shutdown is broken).\n${server.output()}`,
  );
}

/**
 * Starts a production server with its own fresh data directory; `stop()` ends it and removes the
 * directory. The worker fixture below uses it; a test that must not share state (rate limits)
 * with the other tests can start its own.
 */
export async function launchAppServer(): Promise<AppServer & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shala-e2e-'));
  // A port picked as free can be taken before the server binds it: try another one then.
  let server: Started | undefined;
  for (let attempt = 1; server === undefined; attempt++) {
    const candidate = await startServer(dataDir);
    try {
      await waitUntilReady(candidate);
      server = candidate;
    } catch (error) {
      if (attempt >= 3 || !candidate.output().includes('EADDRINUSE')) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const started = server;
  return {
    url: started.url,
    dataDir,
    output: () => started.output(),
    stop: () => stopServer(started).finally(() => rm(dataDir, { recursive: true, force: true })),
  };
}

export const SERVER_FIXTURE_TIMEOUT_MS = READY_TIMEOUT_MS + 2 * STOP_TIMEOUT_MS;

export const test = base.extend<{ pageErrors: string[] }, { appServer: AppServer }>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const server = await launchAppServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],

  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },

  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page URL that no page has gets the 404 page with a real 404 status (issue 8), which the
      // browser logs as a failed load of that document: intended, so not an error of the page.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') {
          notFoundPages.add(response.url());
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const failedDocument =
          message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
          notFoundPages.has(message.location().url);
        if (!failedDocument) errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});
