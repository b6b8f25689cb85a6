// A small class and its answers, shared by the attendance machines' model tests.
import type { ClassList, SubmissionResult } from '@common/api/portal/attendance';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';

export const SECTION = 'a1b2c3d4-0000-4000-8000-000000000001';
export const ASHA = 'b1b2c3d4-0000-4000-8000-000000000001';
export const RAVI = 'b1b2c3d4-0000-4000-8000-000000000002';

export const classList = (locked = false): ClassList => ({
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  date: '2026-11-24',
  period: null,
  students: [
    { id: ASHA, name: 'Asha Verma', rollNumber: 1, mark: null },
    { id: RAVI, name: 'Ravi Kumar', rollNumber: 2, mark: 'late' },
  ],
  locked,
  takenBy: null,
  takenAt: null,
});

export const queued = (n: number): QueuedSubmission => ({
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  submission: {
    submissionId: `c1b2c3d4-0000-4000-8000-00000000000${n}`,
    date: '2026-11-24',
    takenAt: '2026-11-24T03:30:00.000Z',
    marks: [{ studentId: ASHA, mark: 'absent' }],
  },
});

export const result = (withConflict: boolean, n = 1): SubmissionResult => ({
  submissionId: queued(n).submission.submissionId,
  present: 1,
  absent: 1,
  late: 0,
  conflicts: withConflict
    ? [
        {
          studentId: ASHA,
          studentName: 'Asha Verma',
          yours: 'absent',
          kept: 'present',
          keptBy: 'Anita Rao',
          keptAt: '2026-11-24T03:40:00.000Z',
        },
      ]
    : [],
});
