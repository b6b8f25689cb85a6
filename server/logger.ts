import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

// Logs are JSON lines (pino, through Fastify). They must never hold a password, a token or a
// session cookie (DESIGN.md security floor): known secret fields are censored wherever they
// appear in a logged object, and the request URL is logged with secret-looking query values
// (reset and verification links carry `token` and `email`) replaced.

export interface LogStream {
  write(line: string): void;
}

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
];
const SECRET_QUERY = /token|password|secret|code|key|signature|email/i;
export const REDACTED = '[redacted]';

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY.test(key)) params.set(key, REDACTED);
  }
  return `${url.slice(0, start)}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
