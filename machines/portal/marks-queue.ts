// Marks waiting on the device (docs/requirements/exams.md#marks-entry-on-the-phone): what a sheet
// shows over what the server sent, and how the queue moves on once one save is answered. Pure,
// so the device store and the tests share it.

import type { MarkChange, MarksSaveResult, MarksSheet, MarkValue } from '@common/api/portal/exams';
import { isQueuedMarks, type QueuedItem, type QueuedMarks } from './attendance-sync.machine';

/** The key a mark is known by on a sheet. */
export const markKey = (studentId: string, componentKey: string) => `${studentId}/${componentKey}`;

const sameSheet = (a: QueuedMarks, b: { sectionId: string; subjectId: string; termKey: string }) =>
  a.sectionId === b.sectionId && a.subjectId === b.subjectId && a.termKey === b.termKey;

/**
 * The queue without the answered `item`; the same sheet's later items that change a mark the
 * answer saved are rebased on the revision it made (they were typed over it on this device).
 */
export function settleQueue(
  queue: readonly QueuedItem[],
  item: QueuedItem,
  answer: MarksSaveResult | null,
): QueuedItem[] {
  const id = isQueuedMarks(item) ? item.id : item.submission.submissionId;
  const rest = queue.filter((one) => (isQueuedMarks(one) ? one.id : one.submission.submissionId) !== id);
  if (!isQueuedMarks(item) || !answer) return rest;
  const sent = new Map(
    item.marks.map((change) => [markKey(change.studentId, change.componentKey), change.revision]),
  );
  const made = new Map(
    answer.saved.map((saved) => [markKey(saved.studentId, saved.componentKey), saved.revision]),
  );
  return rest.map((one) => {
    if (!isQueuedMarks(one) || !sameSheet(one, item)) return one;
    return {
      ...one,
      marks: one.marks.map((change): MarkChange => {
        const key = markKey(change.studentId, change.componentKey);
        const revision = made.get(key);
        return revision !== undefined && sent.get(key) === change.revision ? { ...change, revision } : change;
      }),
    };
  });
}

/** The queued saves of one sheet. */
export function queuedFor(
  queue: readonly QueuedItem[],
  where: { sectionId: string; subjectId: string; termKey: string },
) {
  return queue.filter((item): item is QueuedMarks => isQueuedMarks(item) && sameSheet(item, where));
}

/** The sheet's marks still waiting on the device, newest last, by mark key. */
export function waitingMarks(
  queue: readonly QueuedItem[],
  sheet: Pick<MarksSheet, 'section' | 'subject' | 'term'>,
) {
  const waiting = new Map<string, MarkValue | null>();
  const where = { sectionId: sheet.section.id, subjectId: sheet.subject.id, termKey: sheet.term.key };
  for (const item of queuedFor(queue, where))
    for (const change of item.marks)
      waiting.set(markKey(change.studentId, change.componentKey), change.value);
  return waiting;
}
