// How the fee machines (set-up, reports, statements) name a failure for the screen
// (docs/requirements/api.md#error-bodies): no answer at all is the connection lost; an answer with
// the API's `code` (statement_unreadable, statement_line_resolved...) keeps its sentence and code,
// which the screen says in the member's language (src/portal/i18n/server-errors.ts); an answer
// without one is the screen's own words for what failed.
import { asApiFailure, NO_ANSWER, type Notice, noticeFrom } from '../api-failure';

/** No answer arrived. */
export function isConnectionLost(error: unknown): boolean {
  return asApiFailure(error).status === NO_ANSWER;
}

export function feeNotice<Code extends string>(
  error: unknown,
  fallback: Code,
): Notice<Code | 'connectionLost'> {
  if (isConnectionLost(error)) return { code: 'connectionLost' };
  return asApiFailure(error).code ? noticeFrom(error, ['message'], fallback) : { code: fallback };
}
