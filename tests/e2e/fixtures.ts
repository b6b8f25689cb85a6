// The production server for the browser tests: `node --import tsx server/main.ts` serving dist/
// and the API on 127.0.0.1 and a free port, with a fresh embedded database per worker, stopped
// with SIGTERM afterwards. Each test also fails on an uncaught page error or a console error
// (a CSP violation, a failed chunk, a hydration error): the user would see a broken page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { startAppServer, stopAppServer } from '@scripts/lib/app-server.mjs';

export { expect };

/**
 * Waits until React has hydrated `element`: a click before that is either an ordinary link (a full
 * page load) or lands mid-hydration, where React abandons the half-hydrated part and reports a
 * recoverable error. React keeps a node's props on it once it has hydrated it.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface AppServer {
  /** Origin without a trailing slash, such as http://127.0.0.1:41234. */
  readonly url: string;
  readonly dataDir: string;
  /** The server's recent console output, for failure messages. */
  output(): string;
  /** The server's clock now: the machine's, or the one `clockAt` started. */
  now(): Date;
}

/**
 * Starts a production server with its own fresh data directory; `stop()` ends it and removes the
 * directory. The worker fixture below uses it; a test that must not share state (rate limits)
 * with the other tests can start its own, at the designed limits (`rateLimitScale` 1).
 */
export async function launchAppServer(
  options: { rateLimitScale?: number; clockAt?: string } = {},
): Promise<AppServer & { stop(): Promise<void> }> {
  // With `clockAt`, the server's clock reads that instant now and runs on from it, at the same
  // offset from the machine's clock as the browser's (the `page` fixture and clockOf below).
  const offset = options.clockAt === undefined ? 0 : new Date(options.clockAt).getTime() - Date.now();
  if (Number.isNaN(offset)) throw new Error(`clockAt is not an instant: ${options.clockAt}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'shala-e2e-'));
  try {
    const server = await startAppServer({
      ...(options.clockAt === undefined ? {} : { args: ['--import', 'tsx', 'tests/e2e/clock-server.ts'] }),
      env: {
        ...(options.clockAt === undefined ? {} : { E2E_CLOCK_OFFSET_MS: String(offset) }),
        DATA_DIR: dataDir,
        STATIC_DIR: join(ROOT, 'dist'),
        LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
        // The embedded database and the dev mailbox, whatever the calling shell has set.
        DATABASE_URL: '',
        SMTP_URL: '',
        REDIS_URL: '',
        CORS_ORIGINS: '',
        RATE_LIMIT_SCALE: String(options.rateLimitScale ?? 1),
      },
      onOutput: (chunk) => {
        if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk);
      },
      readyTimeoutMs: READY_TIMEOUT_MS,
    });
    return {
      url: server.url,
      dataDir,
      output: server.output,
      now: () => new Date(Date.now() + offset),
      stop: async () => {
        try {
          // Throws when SIGTERM did not stop it: graceful shutdown is broken.
          await stopAppServer(server, STOP_TIMEOUT_MS);
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export const SERVER_FIXTURE_TIMEOUT_MS = READY_TIMEOUT_MS + 2 * STOP_TIMEOUT_MS;

/** The shared server's rate limits are this many times the designed ones (server/config.ts). */
export const SHARED_SERVER_RATE_LIMIT_SCALE = 10;

/** The modules a test blocked on purpose are reported as failed loads: forgives those, nothing else. */
export function forgiveBlockedScripts(pageErrors: string[]): void {
  const others = pageErrors.filter((error) => !error.includes('Failed to load resource: net::ERR_FAILED'));
  pageErrors.splice(0, pageErrors.length, ...others);
}

/**
 * Waits until the app runs on the page: the header's account links, both pairs in the prerendered
 * page, become the one pair the session machine chose once React has hydrated (or rendered) the page
 * and the session machine has started. A prerendered page is on screen before its JavaScript is even
 * requested (src/lib/app-boot.ts): a test that means to act after the app runs waits for this; the
 * tests of the moments before (prerender.spec.ts, first-paint.spec.ts) opt out.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('.site-nav__account').first().waitFor({ state: 'attached' });
  await page.locator('.site-nav__undecided').waitFor({ state: 'detached' });
}

/**
 * Puts the pages of `context` on the server's clock (a test's own extra context; the `page`
 * fixture's is done already). Only Date and timers change: cookies and the network keep real time.
 */
export async function clockOf(context: BrowserContext, appServer: AppServer): Promise<void> {
  await context.clock.install({ time: appServer.now() });
}

export const test = base.extend<
  { pageErrors: string[]; waitsForApp: boolean },
  { appServer: AppServer; serverClock: string | undefined }
>({
  /**
   * An instant (ISO 8601) the server's clock and the browsers' start at, for a file whose test is
   * about a day or an hour (`test.use({ serverClock: '2026-11-27T04:30:00Z' })`): that file gets a
   * worker and a server of its own. Unset, both run on the machine's clock.
   */
  serverClock: [undefined, { option: true, scope: 'worker' }],

  /**
   * Whether `page.goto` and `page.reload` return only once the app runs (waitForApp). Off for a
   * test about the page before or without its JavaScript (`test.use({ waitsForApp: false })`).
   */
  waitsForApp: [true, { option: true }],

  page: async ({ page, waitsForApp, serverClock, appServer }, use) => {
    if (serverClock !== undefined) await clockOf(page.context(), appServer);
    if (waitsForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },

  appServer: [
    async ({ serverClock }, use) => {
      // Every test's sign-ins and link checks come from this one address: the designed per-network
      // limits (30 token checks in 5 minutes) are a household's, not a whole suite's, and a run
      // that happened to be quick tripped them. The tests of the limits themselves start their
      // own server at the designed limits (security.spec.ts).
      const server = await launchAppServer({
        rateLimitScale: SHARED_SERVER_RATE_LIMIT_SCALE,
        ...(serverClock === undefined ? {} : { clockAt: serverClock }),
      });
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
      // A page URL that no page has gets the 404 page with a real 404 status
      // (docs/requirements/marketing.md#not-found), which the browser logs as a failed load of that
      // document: intended, so not an error of the page.
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
