// The guardian's calls (docs/requirements/guardians.md), as common/api/portal/guardian.ts
// describes them: the one HTTP client under /prod/v1/portal with the guardian's own token (never a
// member's); a signed-in call answered 401 forgets the guardian's session.
import type {
  ChildAttendance,
  ChildResults,
  GuardianCodeSent,
  GuardianHome,
  GuardianSession,
  GuardianSignIn,
} from '@common/api/portal/guardian';
import { createHttpClient } from '@site/lib/http-client';
import { expireGuardianSession, getGuardianToken } from '../lib/guardian-session-store';

const client = createHttpClient({
  base: '/prod/v1/portal',
  token: getGuardianToken,
  onUnauthorized: expireGuardianSession,
});
const guardianFetch = client.request;
const signal = (value?: AbortSignal) => (value ? { signal: value } : {});

export const requestGuardianCode = (contact: string) =>
  guardianFetch<GuardianCodeSent>('/guardian/code', { method: 'POST', body: { contact } });

export const signInGuardian = (body: GuardianSignIn) =>
  guardianFetch<GuardianSession>('/guardian/session', { method: 'POST', body });

export const signOutGuardian = () => guardianFetch<null>('/guardian/session', { method: 'DELETE' });

export const getGuardianHome = (abort?: AbortSignal) =>
  guardianFetch<GuardianHome>('/guardian/home', signal(abort));

export const getChildResults = (studentId: string, abort?: AbortSignal) =>
  guardianFetch<ChildResults>(`/guardian/children/${encodeURIComponent(studentId)}/results`, signal(abort));

export const getChildAttendance = (studentId: string, month: string | undefined, abort?: AbortSignal) =>
  guardianFetch<ChildAttendance>(
    `/guardian/children/${encodeURIComponent(studentId)}/attendance${month ? `?month=${month}` : ''}`,
    signal(abort),
  );
