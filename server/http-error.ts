import {
  type ApiErrorArgs,
  type ApiErrorCode,
  type ApiErrorParams,
  apiErrorParams,
  apiErrorSentence,
} from '@common/api/error-codes';
import type { ErrorBody } from '@common/api/errors';

// The body schema is part of the API contract (common/api/errors.ts); re-exported for the
// server's own modules.
export { ErrorBody } from '@common/api/errors';

/** `params`: the blanks of the code's sentence, so a client says it in its own words. */
export function errorBody(message: string, code: ApiErrorCode, params?: ApiErrorParams): ErrorBody {
  return { message, error: message, code, ...(params ? { params } : {}) };
}

/** The body of an answer by its code: the catalogue's sentence (common/api/error-codes.ts). */
export function errorBodyOf<C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>): ErrorBody {
  return errorBody(apiErrorSentence(code, ...args), code, apiErrorParams(code, ...args));
}

/**
 * What a route or service throws to answer with this status, code and the code's sentence; make one
 * with `refuse`. Anything else thrown becomes a 500 with a generic message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Extra response headers, such as `retry-after` for 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the answer carries besides its sentence (a timetable clash names the other booking). */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** The blanks of the code's sentence, sent as `params`. */
    readonly params?: ApiErrorParams,
  ) {
    super(message);
  }

  /** The same refusal with extra response headers (`retry-after`, `www-authenticate`). */
  withHeaders(headers: Readonly<Record<string, string>>): ApiError {
    return new ApiError(
      this.statusCode,
      this.code,
      this.message,
      { ...this.headers, ...headers },
      this.details,
      this.params,
    );
  }

  /** The same refusal with fields besides its sentence. */
  withDetails(details: Readonly<Record<string, unknown>>): ApiError {
    return new ApiError(
      this.statusCode,
      this.code,
      this.message,
      this.headers,
      { ...this.details, ...details },
      this.params,
    );
  }
}

/**
 * The refusal to throw, by code: `throw refuse(409, 'email_taken')`,
 * `throw refuse(409, 'attendance_locked', { date })`, `throw refuse(400, 'validation', 'Name is required')`.
 */
export function refuse<C extends ApiErrorCode>(status: number, code: C, ...args: ApiErrorArgs<C>): ApiError {
  return new ApiError(status, code, apiErrorSentence(code, ...args), {}, {}, apiErrorParams(code, ...args));
}
