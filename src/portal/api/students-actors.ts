// The students area's network actors (docs/requirements/students.md), by the names the
// student-editor and student-list machines give them, and the classes the students screens' pickers
// offer; tests replace them by these names (ActorOverridesContext).
import type {
  BulkConsentBody,
  ConsentBody,
  EraseBody,
  LeaveBody,
  MoveBody,
  StudentBody,
  StudentExportQuery,
  StudentListQuery,
} from '@common/api/portal/students';
import { fromPromise } from 'xstate';
import * as api from './students';

type WithBody<B> = { input: { id: string; body: B } };

export const studentsActors = {
  listStudents: fromPromise(({ input, signal }: { input: StudentListQuery; signal: AbortSignal }) =>
    api.listStudents(input, signal),
  ),
  exportStudents: fromPromise(({ input }: { input: StudentExportQuery }) => api.exportStudentsCsv(input)),
  loadStudent: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
    api.getStudent(input.id, signal),
  ),
  saveStudent: fromPromise(({ input }: { input: { id: string | null; body: StudentBody } }) =>
    api.saveStudent(input),
  ),
  moveStudent: fromPromise(({ input }: WithBody<MoveBody>) => api.moveStudent(input.id, input.body)),
  leaveStudent: fromPromise(({ input }: WithBody<LeaveBody>) => api.markLeft(input.id, input.body)),
  eraseStudent: fromPromise(({ input }: WithBody<EraseBody>) => api.eraseStudent(input.id, input.body)),
  recordConsents: fromPromise(({ input }: { input: BulkConsentBody }) => api.recordConsents(input)),
  loadStudentAlerts: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
    api.loadStudentAlerts(input.id, signal),
  ),
  loadAlertReach: fromPromise(({ signal }: { signal: AbortSignal }) => api.loadAlertReach(signal)),
  recordConsent: fromPromise(({ input }: WithBody<ConsentBody>) => api.recordConsent(input.id, input.body)),
  withdrawConsent: fromPromise(({ input }: { input: { id: string; consentId: string } }) =>
    api.withdrawConsent(input.id, input.consentId),
  ),
  downloadStudentData: fromPromise(
    ({ input }: { input: { id: string; format: 'json' | 'csv'; admissionNumber: string } }) =>
      api.downloadStudentData(input.id, input.format, input.admissionNumber),
  ),
  loadClasses: fromPromise(({ signal }: { signal: AbortSignal }) => api.loadClasses(signal)),
};
