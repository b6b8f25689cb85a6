import type { Socket } from 'node:net';
import { type ApiErrorCode, apiErrors } from '@common/api/error-codes';
import { BODY_LIMIT_BYTES } from '@common/api/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ApiError, errorBody, errorBodyOf } from '../http-error';
import { isApiPath, pathOnly } from '../paths';
import type { RequestValidationError } from './validation';

// One place turns every failure into `{ message, error, code? }` with a sentence a person can act
// on (docs/requirements/api.md#error-bodies: never Fastify's "Bad Request" / "Unsupported Media
// Type" defaults), and makes sure a 5xx never shows a stack or an internal message: the client gets
// a generic sentence and the x-request-id to quote, the log gets the error under the same request
// id.

// The limit is part of the contract (a login password may be that long): common/api/errors.ts.
export { BODY_LIMIT_BYTES };

const NOT_JSON = apiErrors.unsupported_media_type.sentence;

interface Answer {
  status: number;
  message: string;
  code: ApiErrorCode;
}

// Fastify's own request errors, by code, reworded.
const FRAMEWORK_ANSWERS: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: apiErrors.invalid_json.sentence,
    code: 'invalid_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request says it carries JSON (content-type: application/json) but its body is empty.',
    code: 'invalid_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiErrors.body_too_large, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: NOT_JSON, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its content-length header.',
    code: 'bad_request',
  },
  FST_ERR_BAD_URL: { status: 400, message: apiErrors.bad_url, code: 'bad_url' },
};

// For 4xx errors nobody reworded (a plugin's error, say), a code per status, said with the
// catalogue's sentence (its default, for a code whose sentence names a detail).
const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'timeout',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function sentenceOf(code: ApiErrorCode): string {
  const entry: unknown = apiErrors[code];
  return typeof entry === 'string' ? entry : (entry as { sentence: string }).sentence;
}

function answerFor(error: FastifyError): Answer | undefined {
  const known = FRAMEWORK_ANSWERS[error.code];
  if (known) return known;
  // The JSON parser reports syntax errors and prototype poisoning as plain 400 SyntaxErrors.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return FRAMEWORK_ANSWERS.FST_ERR_CTP_INVALID_JSON_BODY;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status];
    if (code) return { status, message: sentenceOf(code), code };
    return { status, message: 'The request could not be processed.', code: 'bad_request' };
  }
  return undefined;
}

/** How long a client waits after the pool had no connection to give (a few requests' time). */
const POOL_RETRY_AFTER_SECONDS = '5';

const POOL_TIMEOUTS = new Set([
  // Every pooled connection stayed busy for the whole wait.
  'timeout exceeded when trying to connect',
  // A new connection could not be opened within the wait (the database itself is overloaded).
  'Connection terminated due to connection timeout',
]);

/**
 * node-postgres' pool gave no connection within its `connectionTimeoutMillis` (server/db/client.ts),
 * also when drizzle wrapped the error in its "Failed query" (the pool's error is its cause).
 */
function isPoolExhausted(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (POOL_TIMEOUTS.has(cause.message)) return true;
  }
  return false;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...error.details, ...errorBody(error.message, error.code, error.params) });
  }
  if (error.code === 'FST_ERR_VALIDATION') {
    // RequestValidationError (plugins/validation.ts) already carries a sentence naming the field.
    const { answerCode } = error as Partial<RequestValidationError>;
    return reply.code(400).send(errorBody(error.message, answerCode ?? 'validation'));
  }
  const answer = answerFor(error);
  if (answer) return reply.code(answer.status).send(errorBody(answer.message, answer.code));
  if (isPoolExhausted(error)) {
    // Every database connection stayed busy for the pool's whole wait: the server is overloaded,
    // not broken. A 503 with a Retry-After lets the portal's queue and a balancer try again.
    request.log.warn({ err: error }, 'No database connection was free in time');
    return reply.code(503).header('retry-after', POOL_RETRY_AFTER_SECONDS).send(errorBodyOf('server_busy'));
  }
  request.log.error({ err: error }, 'Request failed with an unexpected error');
  return reply.code(500).send(errorBodyOf('internal_error'));
}

/** JSON 404 for unknown API paths (the SPA fallback handles the rest of the URL space). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = pathOnly(request.url).slice(0, 200);
  return reply.code(404).send(errorBodyOf('not_found', `No API endpoint matches ${request.method} ${path}.`));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** Errors Fastify raises before routing (a malformed URL): hooks have not run, so set the API's headers here. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const answer = answerFor(error) ?? {
    status: 400,
    message: apiErrors.bad_request.sentence,
    code: 'bad_request',
  };
  const plain = reply as FastifyReply;
  if (isApiPath(request.url)) plain.header('cache-control', 'no-store');
  plain.code(answer.status).send(errorBody(answer.message, answer.code));
};

/**
 * Requests Node's HTTP parser rejects (or its time limits cut off) never reach Fastify: answer them
 * in the same shape, then destroy the socket as Node's own handler does. Ending it only (a FIN)
 * left the connection open for as long as the client kept sending and never read the answer: the
 * server's sockets are half-open, so they close only when the client closes its side.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', apiErrors.timeout]
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody(message, 'bad_request'));
  // A few hundred bytes: the kernel takes them at once, so the destroy does not cut them off.
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy();
}
