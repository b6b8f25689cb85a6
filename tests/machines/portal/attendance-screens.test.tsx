// The taking screen (docs/requirements/school-day.md#attendance): a class of 40 with 3 absent in
// 4 taps (3 students, Submit), the counts before submitting, each student a button whose state
// is announced, and the screen's ending when the submission stays on the device.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ClassList } from '../../../common/api/portal/attendance';
import type { QueuedSubmission } from '../../../src/portal/lib/attendance-store';
import { TakeClassPage } from '../../../src/portal/views/attendance/take-class-page';
import { renderPortal } from './support';

const forty: ClassList = {
  sectionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  sectionName: 'Class 7 B',
  date: '2026-11-24',
  period: null,
  students: Array.from({ length: 40 }, (_, index) => ({
    id: `b1b2c3d4-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Student ${index + 1}`,
    rollNumber: index + 1,
    mark: null,
  })),
  locked: false,
  takenBy: null,
  takenAt: null,
};

describe('taking a class', () => {
  it('takes a class of 40 with 3 absent in 4 taps, and keeps it on the device offline', async () => {
    const queued: QueuedSubmission[] = [];
    renderPortal(
      <TakeClassPage sectionId={forty.sectionId} sectionName="Class 7 B" date="2026-11-24" period={null} />,
      {
        actors: {
          fetchClassList: fromPromise(async () => forty),
          readDeviceCopy: fromPromise(async () => null),
          enqueue: fromPromise(async ({ input }: { input: QueuedSubmission }) => {
            queued.push(input);
          }),
          handOver: fromPromise(async () => ({ status: 'saved' as const })),
        },
      },
    );
    await screen.findByText('Present 40 · Absent 0 · Late 0');
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons).toHaveLength(40);
    for (const n of [3, 17, 29])
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: new RegExp(`Student ${n} Present`) })),
      );
    expect(screen.getByText('Present 37 · Absent 3 · Late 0')).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    await screen.findByText('Saved on this phone; will be sent when online.');
    expect(queued).toHaveLength(1);
    expect(queued[0]?.submission.marks.map((one) => one.mark)).toEqual(['absent', 'absent', 'absent']);
    expect(queued[0]?.submission.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
