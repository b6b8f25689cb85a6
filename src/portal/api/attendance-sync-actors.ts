// The actors of the device queue's sync (machines/portal/attendance-sync.machine.ts): the device
// store, the API and the browser's online and offline events. Apart from the screens' actors
// (./attendance-actors.ts) because the sync runs once for the page (src/portal/lib/attendance-sync.ts)
// and the screens' hand-over waits on it: one module each keeps the imports one way.
import type { SubmissionResult } from '@common/api/portal/attendance';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { fromCallback, fromPromise } from 'xstate';
import { submitAttendance } from './attendance';

export const attendanceSyncActors = {
  readQueue: fromPromise<QueuedSubmission[]>(() => attendanceStore().queue()),
  sendSubmission: fromPromise<SubmissionResult, QueuedSubmission>(({ input }) =>
    submitAttendance(input.sectionId, input.submission),
  ),
  removeQueued: fromPromise<void, string>(({ input }) => attendanceStore().dequeue(input)),
  connection: fromCallback(({ sendBack }) => {
    const online = () => sendBack({ type: 'connection.online' });
    const offline = () => sendBack({ type: 'connection.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }),
};
