// Every actor of the guardian's screens' machines (machines/portal/guardian-sign-in.machine.ts and
// the shared resource-list machine for their pages), over ./guardian.ts. Views start their machines
// with these; tests replace them by name.
import type { GuardianSignIn } from '@common/api/portal/guardian';
import { fromPromise } from 'xstate';
import {
  getChildAttendance,
  getChildDues,
  getChildResults,
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
};
