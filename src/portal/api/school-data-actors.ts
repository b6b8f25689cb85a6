// The school-data area's network actors, by the names its machines give them
// (machines/portal/school-export.machine.ts, school-closure.machine.ts); tests replace them by these names.
import { fromPromise } from 'xstate';
import {
  cancelClosure,
  closeSchool,
  downloadExport,
  listExports,
  loadClosure,
  requestExport,
} from './school-data';

export const schoolDataActors = {
  listExports: fromPromise(({ signal }: { signal: AbortSignal }) => listExports(signal)),
  requestExport: fromPromise(() => requestExport()),
  downloadExport: fromPromise(({ input }: { input: { id: string } }) => downloadExport(input.id)),
  loadClosure: fromPromise(({ signal }: { signal: AbortSignal }) => loadClosure(signal)),
  closeSchool: fromPromise(({ input }: { input: { code: string } }) => closeSchool(input.code)),
  cancelClosure: fromPromise(() => cancelClosure()),
};
