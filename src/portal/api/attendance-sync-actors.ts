// The actors of the device queue's sync (machines/portal/attendance-sync.machine.ts): the device
// store, the API and the browser's online and offline events. Apart from the screens' actors
// (./attendance-actors.ts) because the sync runs once for the page (src/portal/lib/attendance-sync.ts)
// and the screens' hand-over waits on it: one module each keeps the imports one way.
import type { MarksSaveResult } from '@common/api/portal/exams';
import { isQueuedMarks, type QueuedItem, type SyncAnswer } from '@machines/portal/attendance-sync.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { fromCallback, fromPromise } from 'xstate';
import { submitAttendance } from './attendance';
import { saveMarks } from './exams';

export const attendanceSyncActors = {
  readQueue: fromPromise<QueuedItem[]>(() => attendanceStore().queue()),
  sendSubmission: fromPromise<SyncAnswer, QueuedItem>(async ({ input }) =>
    isQueuedMarks(input)
      ? { id: input.id, marks: await saveMarks(input.sectionId, input.subjectId, input.termKey, input.marks) }
      : submitAttendance(input.sectionId, input.submission),
  ),
  removeQueued: fromPromise<void, { item: QueuedItem; answer: MarksSaveResult | null }>(({ input }) =>
    attendanceStore().settle(input.item, input.answer),
  ),
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
