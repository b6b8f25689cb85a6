// The guardian's calls (docs/requirements/guardians.md), as common/api/portal/guardian.ts
// describes them: the one HTTP client under /prod/v1/portal with the guardian's own token (never a
// member's); a signed-in call answered 401 forgets the guardian's session. The reads keep a copy
// on the phone, shown when there is no connection (lib/guardian-copies.ts).
import type { StudentDues } from '@common/api/portal/fee-dues';
import type {
  ChildAttendance,
  ChildConsent,
  ChildMessages,
  ChildResults,
  ChildTimetable,
  ConsentChange,
  GuardianCodeSent,
  GuardianHome,
  GuardianSession,
  GuardianSignIn,
} from '@common/api/portal/guardian';
import type { NO_ANSWER } from '@machines/api-failure';
import { ApiError, createHttpClient } from '@site/lib/http-client';
import { copyOf, keepCopy } from '../lib/guardian-copies';
import { expireGuardianSession, getGuardianToken } from '../lib/guardian-session-store';

const client = createHttpClient({
  base: '/prod/v1/portal',
  token: getGuardianToken,
  onUnauthorized: expireGuardianSession,
});
const guardianFetch = client.request;
const signal = (value?: AbortSignal) => (value ? { signal: value } : {});

/** The status of a call no answer came to (machines/api-failure.ts), checked by its type. */
const noAnswer: typeof NO_ANSWER = 0;

/**
 * A read that the phone keeps a copy of: without a connection (no answer at all), the copy the
 * last answer left, if there is one; any answer the server gives is the server's.
 */
async function kept<T>(path: string, abort?: AbortSignal): Promise<T> {
  try {
    const body = await guardianFetch<T>(path, signal(abort));
    keepCopy(path, body);
    return body;
  } catch (error) {
    const copy = error instanceof ApiError && error.status === noAnswer ? copyOf<T>(path) : undefined;
    if (copy === undefined) throw error;
    return copy;
  }
}

export const requestGuardianCode = (contact: string) =>
  guardianFetch<GuardianCodeSent>('/guardian/code', { method: 'POST', body: { contact } });

export const signInGuardian = (body: GuardianSignIn) =>
  guardianFetch<GuardianSession>('/guardian/session', { method: 'POST', body });

export const signOutGuardian = () => guardianFetch<null>('/guardian/session', { method: 'DELETE' });

export const getGuardianHome = (abort?: AbortSignal) =>
  guardianFetch<GuardianHome>('/guardian/home', signal(abort));

export const getChildResults = (studentId: string, abort?: AbortSignal) =>
  kept<ChildResults>(`/guardian/children/${encodeURIComponent(studentId)}/results`, abort);

export const getChildAttendance = (studentId: string, month: string | undefined, abort?: AbortSignal) =>
  kept<ChildAttendance>(
    `/guardian/children/${encodeURIComponent(studentId)}/attendance${month ? `?month=${month}` : ''}`,
    abort,
  );

export const getChildDues = (studentId: string, abort?: AbortSignal) =>
  kept<StudentDues>(`/guardian/children/${encodeURIComponent(studentId)}/dues`, abort);

export const getChildConsent = (studentId: string, abort?: AbortSignal) =>
  guardianFetch<ChildConsent>(`/guardian/children/${encodeURIComponent(studentId)}/consent`, signal(abort));

export const changeChildConsent = (studentId: string, change: ConsentChange) =>
  guardianFetch<ChildConsent>(`/guardian/children/${encodeURIComponent(studentId)}/consent`, {
    method: 'PUT',
    body: change,
  });

export const getChildMessages = (studentId: string, abort?: AbortSignal) =>
  kept<ChildMessages>(`/guardian/children/${encodeURIComponent(studentId)}/messages`, abort);

export const getChildTimetable = (studentId: string, abort?: AbortSignal) =>
  kept<ChildTimetable>(`/guardian/children/${encodeURIComponent(studentId)}/timetable`, abort);
