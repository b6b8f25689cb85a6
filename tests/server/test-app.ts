import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiRoutes, type App, type BuildAppOptions, buildApp, type HttpTimeouts } from '@server/app';
import type { Clock } from '@server/clock';
import { type Config, type Environment, loadConfig } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { runSeeds } from '@server/db/seed';
import { loggerOptions } from '@server/logger';
import type { MailTransport } from '@server/services/mail/transport';
import type { RateLimitStore } from '@server/services/rate-limit';

// Builds the real app for a test: real config parsing, real plugins, logs captured in memory.
// STATIC_DIR points at a directory that does not exist, so no test depends on a Vite build.

export function testConfig(env: Environment = {}): Config {
  return loadConfig({
    DATA_DIR: join(tmpdir(), `shala-test-${randomBytes(4).toString('hex')}`),
    STATIC_DIR: join(tmpdir(), `shala-no-build-${randomBytes(4).toString('hex')}`),
    ...env,
  });
}

export interface LogCapture {
  readonly stream: { write(line: string): void };
  /** Every line logged so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Everything logged so far, raw. */
  text(): string;
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}

export interface TestAppOptions {
  database: DatabaseHandle;
  env?: Environment;
  extraApiRoutes?: ApiRoutes;
  logs?: LogCapture;
  /** Default: the system clock. A FakeClock (fake-clock.ts) lets a test move time. */
  clock?: Clock;
  /** Default: the dev mailbox under a temporary DATA_DIR (or SMTP when env has SMTP_URL). */
  mailTransport?: MailTransport;
  rateLimitStore?: RateLimitStore;
  timeouts?: HttpTimeouts;
  /** Settings of the `provision` job kind. */
  provisioning?: BuildAppOptions['provisioning'];
}

/**
 * The real app as main.ts builds it (buildApp, which composes every service), with the seeds run
 * when it gets ready: main.ts runs them after migrating, and target.open() has migrated.
 */
export function buildTestApp(options: TestAppOptions): App {
  const config = testConfig({ LOG_LEVEL: 'info', ...options.env });
  const logs = options.logs ?? captureLogs();
  const app = buildApp({
    config,
    database: options.database,
    logger: loggerOptions(config, logs.stream),
    ...(options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.provisioning ? { provisioning: options.provisioning } : {}),
  });
  // A test may build an app on a database it has closed (the readiness check then says so).
  app.addHook('onReady', () =>
    runSeeds(options.database, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'The seeds could not be stored'),
    ),
  );
  return app;
}
