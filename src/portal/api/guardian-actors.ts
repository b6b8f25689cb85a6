// Every actor of the guardian's screens' machines (machines/portal/guardian-sign-in.machine.ts and
// the shared resource-list machine for their pages), over ./guardian.ts. Views start their machines
// with these; tests replace them by name.
import type { ConsentChange, GuardianSignIn } from '@common/api/portal/guardian';
import { fromPromise } from 'xstate';
import {
  changeChildConsent,
  getChildAttendance,
  getChildConsent,
  getChildDues,
  getChildMessages,
  getChildResults,
  getChildTimetable,
  getGuardianHome,
  requestGuardianCode,
  signInGuardian,
} from './guardian';

export const guardianActors = {
  requestGuardianCode: fromPromise(({ input }: { input: { contact: string } }) =>
    requestGuardianCode(input.contact),
  ),
  signInGuardian: fromPromise(({ input }: { input: GuardianSignIn }) => signInGuardian(input)),
  loadGuardianHome: fromPromise(({ signal }: { signal: AbortSignal }) => getGuardianHome(signal)),
  loadChildResults: fromPromise(({ input, signal }: { input: { studentId: string }; signal: AbortSignal }) =>
    getChildResults(input.studentId, signal),
  ),
  loadChildAttendance: fromPromise(
    ({ input, signal }: { input: { studentId: string; month: string | undefined }; signal: AbortSignal }) =>
      getChildAttendance(input.studentId, input.month, signal),
  ),
  loadChildDues: fromPromise(({ input, signal }: { input: { studentId: string }; signal: AbortSignal }) =>
    getChildDues(input.studentId, signal),
  ),
  // The guardian's own consent (guardian-consent.machine.ts).
  loadChildConsent: fromPromise(({ input, signal }: { input: { studentId: string }; signal: AbortSignal }) =>
    getChildConsent(input.studentId, signal),
  ),
  changeChildConsent: fromPromise(({ input }: { input: { studentId: string; change: ConsentChange } }) =>
    changeChildConsent(input.studentId, input.change),
  ),
  loadChildMessages: fromPromise(({ input, signal }: { input: { studentId: string }; signal: AbortSignal }) =>
    getChildMessages(input.studentId, signal),
  ),
  loadChildTimetable: fromPromise(
    ({ input, signal }: { input: { studentId: string }; signal: AbortSignal }) =>
      getChildTimetable(input.studentId, signal),
  ),
};
