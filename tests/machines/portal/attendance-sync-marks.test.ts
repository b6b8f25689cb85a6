// The one device queue's sync with a sheet's marks in it (machines/portal/attendance-sync.machine.ts,
// docs/requirements/exams.md#marks-entry-on-the-phone): sent in turn with the attendance, its answer
// kept for the sheet that saved it, a mark someone else changed since counted for the member to
// see, and the item taken off the device with the answer (so the sheet's later saves are rebased).
import type { MarksSaveResult } from '@common/api/portal/exams';
import {
  attendanceSyncMachine,
  type QueuedItem,
  type QueuedMarks,
  type SyncAnswer,
} from '@machines/portal/attendance-sync.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

const marks: QueuedMarks = {
  kind: 'marks',
  id: 'save-1',
  sectionId: 's1',
  subjectId: 'maths',
  termKey: 'term1',
  sectionName: 'Class 6 A, Maths, Term 1',
  marks: [
    { studentId: 'asha', componentKey: 'exam', value: { centi: 7000 }, revision: 0 },
    { studentId: 'ravi', componentKey: 'exam', value: { centi: 4000 }, revision: 2 },
  ],
};
const answer: MarksSaveResult = {
  saved: [{ studentId: 'asha', componentKey: 'exam', revision: 1 }],
  conflicts: [{ studentId: 'ravi', componentKey: 'exam', value: { centi: 4500 }, revision: 3 }],
};

describe('the device queue with marks in it', () => {
  it('sends a sheet’s save, keeps its answer and its conflicts, and takes it off with the answer', async () => {
    let queue: QueuedItem[] = [marks];
    const sent: QueuedItem[] = [];
    const removed: { item: QueuedItem; answer: MarksSaveResult | null }[] = [];
    const actor = createActor(
      attendanceSyncMachine.provide({
        actors: {
          readQueue: fromPromise(async () => queue),
          sendSubmission: fromPromise(async ({ input }: { input: QueuedItem }): Promise<SyncAnswer> => {
            sent.push(input);
            return { id: 'save-1', marks: answer };
          }),
          removeQueued: fromPromise(
            async ({ input }: { input: { item: QueuedItem; answer: MarksSaveResult | null } }) => {
              removed.push(input);
              queue = [];
            },
          ),
          connection: fromCallback(() => () => {}),
        },
      }),
      { input: { online: true } },
    );
    actor.start();
    const idle = await waitFor(actor, (state) => state.matches('idle'));
    expect(sent).toEqual([marks]);
    expect(removed).toEqual([{ item: marks, answer }]);
    expect(idle.context.marksResults).toEqual({ 'save-1': answer });
    expect(idle.context.sheetConflicts).toEqual([
      { id: 'save-1', sectionName: 'Class 6 A, Maths, Term 1', count: 1 },
    ]);
    expect(idle.context.results).toEqual({});
    actor.send({ type: 'sync.dismiss' });
    expect(actor.getSnapshot().context.sheetConflicts).toEqual([]);
    actor.stop();
  });
});
