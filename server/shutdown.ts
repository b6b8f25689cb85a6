import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

// Graceful shutdown: stop accepting connections, let in-flight requests finish (bounded, so a hung
// request cannot keep a deploy waiting forever), then close the database those requests used.
// Fastify's onClose hooks (the job runner, Redis) run inside app.close(), before the
// database goes away.

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs?: number;
}

export interface ShutdownResult {
  /** True when the time ran out and open connections were cut. */
  forced: boolean;
}

/** Returns an idempotent shutdown function: a second signal joins the shutdown already under way. */
export function createShutdown(options: ShutdownOptions): (reason: string) => Promise<ShutdownResult> {
  let running: Promise<ShutdownResult> | undefined;
  return (reason) => {
    running ??= shutdown(options, reason);
    return running;
  };
}

async function shutdown({ app, database, timeoutMs = SHUTDOWN_TIMEOUT_MS }: ShutdownOptions, reason: string) {
  app.log.info({ reason }, `Shutting down (${reason}): finishing requests in flight`);
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), timeoutMs);
  });
  const forced = (await Promise.race([closed.then(() => 'closed' as const), expired])) === 'expired';
  clearTimeout(timer);
  if (forced) {
    app.log.warn(`Requests still running after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
    await closed;
  }
  await database.close();
  app.log.info('Shutdown complete');
  return { forced };
}
