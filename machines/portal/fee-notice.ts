// How the fee set-up machines name a failure for the screen (docs/requirements/api.md#error-bodies):
// no answer at all is the connection lost (the screen offers to try again); an answer with the
// API's `code` keeps its sentence, code and blanks, which the screen says in the reader's language
// (src/portal/i18n/server-errors.ts: fee_plan_overlaps names the other plan); an answer without a
// code is the screen's own words for what failed.
import { asApiFailure, NO_ANSWER, type Notice, noticeFrom } from '../api-failure';

export function feeNotice<Code extends string>(
  error: unknown,
  fallback: Code,
): Notice<Code | 'connectionLost'> {
  const failure = asApiFailure(error);
  if (failure.status === NO_ANSWER) return { code: 'connectionLost' };
  return failure.code ? noticeFrom(error, ['message'], fallback) : { code: fallback };
}
