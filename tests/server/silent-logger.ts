import type { FastifyBaseLogger } from 'fastify';

/** A logger that writes nothing, for the services and runners tests build without an app. */
export const silentLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLogger;
  },
  level: 'silent',
} as unknown as FastifyBaseLogger;
