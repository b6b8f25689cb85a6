import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

// Logs are JSON lines (pino, through Fastify). They must never hold a password, a token or a
// session cookie (docs/requirements/security.md#logs): known secret fields are censored wherever
// they appear in a logged object, and the request URL is logged with secret-looking query values
// (the owners' reset and verification links carry `token` and `email`, as SPEC.md fixes them) and
// anything shaped like one of our tokens, in the path or the query, replaced. Our own routes take
// tokens in bodies only, and the portal's mailed links carry them in the fragment, which no
// request holds; this is the wall behind that, for old links and callers that guess.

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

/** A token as services/secrets.ts makes them: 32 bytes, base64url (43 characters; a UUID is 36). */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{43}$/;

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as sent: it cannot be a token of ours either way.
  }
  return TOKEN_SHAPED.test(decoded) ? REDACTED : segment;
}

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  const path = (start === -1 ? url : url.slice(0, start)).split('/').map(redactSegment).join('/');
  if (start === -1) return path;
  const params = new URLSearchParams(url.slice(start + 1));
  for (const [key, value] of [...params]) {
    if (SECRET_QUERY.test(key) || TOKEN_SHAPED.test(value)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
}

/**
 * What the log keeps of an error: its kind, codes, its first message line and its stack's frames.
 * Never its parameters or details: drizzle's message carries a failed query's parameters (a
 * password hash, an address, a token) after `params:`, PostgreSQL's `detail` and `where` quote row
 * values, and redaction by key cannot see inside a string. So the message stops at its first line
 * and at `params:`, the stack keeps only its `at ...` frames, and causes are summarised the same way.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const firstLine = (error.message.split('\n')[0] ?? '').split(/\bparams:/)[0] ?? '';
  // And in case a driver ever quotes a value in the first line: hashes, addresses and tokens go.
  const message = firstLine
    .replace(/\$argon2[^\s,)]*/g, REDACTED)
    .replace(/[^\s@,()<>"']+@[^\s@,()<>"']+/g, REDACTED)
    .replace(/[A-Za-z0-9_-]{43}/g, REDACTED)
    .trim()
    .slice(0, 300);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .join('\n');
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: frames,
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
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
      err: (error: unknown) => serializeError(error),
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

type ChildBindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's logger: its level table says which lines a level writes. */
type PinoLogger = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/**
 * A request's logger that builds pino's child on the first line it writes. Fastify makes a child
 * per request to carry the request id; pino makes one by serialising and redacting the bindings,
 * a twentieth of a health check's CPU, for a logger that at the usual levels never writes a line
 * (docs/decisions/0034-request-overhead.md). Every line written still goes through the same child,
 * with the same id, serialisers and redaction.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #threshold: number;

  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: ChildBindings,
    private readonly options: ChildOptions,
  ) {
    this.#threshold = parent.levels.values[options?.level ?? parent.level] ?? 0;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: LevelName, args: unknown[]): void {
    if ((this.parent.levels.values[level] ?? 0) < this.#threshold) return;
    (this.#real()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
  child(bindings: ChildBindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, built lazily (LazyChildLogger). */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // A logger without pino's level table (a test's own) gets its child as Fastify would make it.
  'levels' in logger
    ? (new LazyChildLogger(logger as PinoLogger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
