// The device queue's marks (machines/portal/marks-queue.ts): a sheet's waiting marks shown over
// what the server sent, and the queue moving on after an answer, rebasing the same sheet's later
// saves on the revisions the answer made, so a teacher's second change of a mark typed while the
// first was waiting is not refused as someone else's.
import type { QueuedItem, QueuedMarks } from '@machines/portal/attendance-sync.machine';
import { queuedFor, settleQueue, waitingMarks } from '@machines/portal/marks-queue';
import { describe, expect, it } from 'vitest';

const SHEET = { sectionId: 's1', subjectId: 'maths', termKey: 'term1' };
const save = (id: string, marks: QueuedMarks['marks'], where = SHEET): QueuedMarks => ({
  kind: 'marks',
  id,
  ...where,
  sectionName: 'Class 6 A, Maths, Term 1',
  marks,
});
const attendance: QueuedItem = {
  sectionId: 's1',
  sectionName: 'Class 6 A',
  submission: { submissionId: 'att-1', date: '2026-11-27', takenAt: '2026-11-27T04:00:00.000Z', marks: [] },
};

describe('marks in the device queue', () => {
  const first = save('a', [
    { studentId: 'asha', componentKey: 'exam', value: { centi: 7000 }, revision: 0 },
    { studentId: 'ravi', componentKey: 'exam', value: { code: 'AB' }, revision: 3 },
  ]);
  const second = save('b', [
    { studentId: 'asha', componentKey: 'exam', value: { centi: 7500 }, revision: 0 },
    { studentId: 'ravi', componentKey: 'exam', value: { centi: 4000 }, revision: 3 },
  ]);
  const otherSheet = save(
    'c',
    [{ studentId: 'asha', componentKey: 'exam', value: { centi: 1 }, revision: 0 }],
    {
      ...SHEET,
      subjectId: 'science',
    },
  );

  it('rebases the same sheet’s later saves on what the answer saved, and only those marks', () => {
    const queue = [first, attendance, second, otherSheet];
    const settled = settleQueue(queue, first, {
      saved: [{ studentId: 'asha', componentKey: 'exam', revision: 1 }],
      // Ravi's was someone else's since: his later change stays on the revision it saw, to be answered as a conflict.
      conflicts: [{ studentId: 'ravi', componentKey: 'exam', value: { centi: 3000 }, revision: 4 }],
    });
    expect(settled).toEqual([
      attendance,
      save('b', [
        { studentId: 'asha', componentKey: 'exam', value: { centi: 7500 }, revision: 1 },
        { studentId: 'ravi', componentKey: 'exam', value: { centi: 4000 }, revision: 3 },
      ]),
      otherSheet,
    ]);
  });

  it('takes an attendance submission or an unanswered save off without touching the rest', () => {
    expect(settleQueue([attendance, second], attendance, null)).toEqual([second]);
    expect(settleQueue([first, second], first, null)).toEqual([second]);
  });

  it('shows a sheet the newest waiting value of each mark, and counts its saves', () => {
    const queue = [first, attendance, second, otherSheet];
    const sheet = {
      section: { id: 's1', name: '' },
      subject: { id: 'maths', name: '' },
      term: { key: 'term1', label: '' },
    };
    expect(Object.fromEntries(waitingMarks(queue, sheet))).toEqual({
      'asha/exam': { centi: 7500 },
      'ravi/exam': { centi: 4000 },
    });
    expect(queuedFor(queue, SHEET)).toEqual([first, second]);
  });
});
