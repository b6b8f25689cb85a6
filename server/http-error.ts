import type { ErrorBody } from '@common/api/errors';

// The body schema is part of the API contract (common/api/errors.ts); re-exported for the
// server's own modules.
export { ErrorBody } from '@common/api/errors';

export function errorBody(message: string, code?: string): ErrorBody {
  return code === undefined ? { message, error: message } : { message, error: message, code };
}

/**
 * Throw from a route or service to answer with this status and sentence, e.g.
 * `throw new ApiError(409, 'Email address already registered. Please use a different email.', 'email_taken')`.
 * Anything else thrown becomes a 500 with a generic message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Extra response headers, such as `retry-after` for 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the answer carries besides its sentence (a timetable clash names the other booking). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
