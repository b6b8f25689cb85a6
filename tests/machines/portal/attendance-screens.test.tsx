// The taking screen (docs/requirements/school-day.md#attendance): a class of 40 with 3 absent in
// 4 taps (3 students, Submit), the counts before submitting, each student a button whose state
// is announced, and the screen's ending when the submission stays on the device.

import type { ClassList } from '@common/api/portal/attendance';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import { withWaitingMarks } from '@machines/portal/attendance-taker.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { TakeClassPage } from '@portal/views/attendance/take-class-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPortal } from './support';

const TAKER = 'd1b2c3d4-0000-4000-8000-000000000001';
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
  lockTime: '16:00',
  officeMayCorrect: false,
  takenBy: null,
  takenAt: null,
};

describe('taking a class', () => {
  it('takes a class of 40 with 3 absent in 4 taps, and keeps it on the device offline', async () => {
    const queued: QueuedSubmission[] = [];
    renderPortal(
      <TakeClassPage
        sectionId={forty.sectionId}
        sectionName="Class 7 B"
        date="2026-11-24"
        period={null}
        takerId={TAKER}
      />,
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
    expect(screen.getByText('24 Nov 2026')).toBeInTheDocument();
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
    // The marks go out only under their taker's token (a shared phone's next member is refused).
    expect(queued[0]?.submission.takerId).toBe(TAKER);
  });
});

describe('a refusal in Hindi', () => {
  it('tells a Hindi teacher why the server refused her class, in Hindi, and lets her submit again', async () => {
    renderPortal(
      <TakeClassPage
        sectionId={forty.sectionId}
        sectionName="Class 7 B"
        date="2026-11-24"
        period={null}
        takerId={TAKER}
      />,
      {
        language: 'hi',
        actors: {
          fetchClassList: fromPromise(async () => forty),
          enqueue: fromPromise(async () => {}),
          handOver: fromPromise(async () => ({
            status: 'refused' as const,
            notice: {
              code: 'refused' as const,
              serverText: 'Attendance for 2026-11-24 is locked: it can no longer be taken or corrected.',
              serverCode: 'attendance_locked',
              serverParams: { date: '2026-11-24' },
            },
          })),
        },
      },
    );
    await screen.findByText('उपस्थित 40 · अनुपस्थित 0 · देर से 0');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'जमा करें' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '24 नवंबर 2026 की उपस्थिति लॉक हो चुकी है: अब इसे लिया या बदला नहीं जा सकता।',
    );
    expect(screen.queryByText(/locked/)).toBeNull();
    expect(screen.getByRole('button', { name: 'जमा करें' })).toBeEnabled();
  });
});

describe('a class taken on this device and not sent yet', () => {
  const student = (n: number) => forty.students[n - 1]?.id as string;
  // The device's earlier copy: Student 3 absent, taken at 08:30 India time.
  const earlier: ClassList = {
    ...forty,
    students: forty.students.map((one) => (one.id === student(3) ? { ...one, mark: 'absent' } : one)),
    takenAt: '2026-11-24T03:00:00.000Z',
  };
  // Then, offline at 09:30: Student 5 absent, Student 3 late.
  const waiting: QueuedSubmission = {
    sectionId: forty.sectionId,
    sectionName: 'Class 7 B',
    submission: {
      submissionId: 'c1b2c3d4-0000-4000-8000-000000000001',
      date: '2026-11-24',
      takenAt: '2026-11-24T04:00:00.000Z',
      marks: [
        { studentId: student(5), mark: 'absent' },
        { studentId: student(3), mark: 'late' },
      ],
    },
  };
  afterEach(() => vi.restoreAllMocks());

  it('opens again, offline, with the marks she took, not the earlier copy', async () => {
    const store = attendanceStore();
    await store.putClassList(earlier);
    await store.enqueue(waiting);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPortal(
      <TakeClassPage
        sectionId={forty.sectionId}
        sectionName="Class 7 B"
        date="2026-11-24"
        period={null}
        takerId={TAKER}
      />,
      { actors: { handOver: fromPromise(async () => ({ status: 'saved' as const })) } },
    );
    await screen.findByText('Present 38 · Absent 1 · Late 1');
    expect(screen.getByRole('button', { name: /Student 3 Late/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Student 5 Absent/ })).toBeTruthy();
    await store.settle(waiting, null);
  });

  it('gives way to marks taken after it, and to another class, day or period', () => {
    const marksOf = (list: ClassList) =>
      list.students.filter((one) => one.mark && one.mark !== 'present').map((one) => one.mark);
    expect(marksOf(withWaitingMarks(earlier, [waiting]))).toEqual(['late', 'absent']);
    expect(withWaitingMarks({ ...earlier, takenAt: '2026-11-24T05:00:00.000Z' }, [waiting]).students).toEqual(
      earlier.students,
    );
    expect(withWaitingMarks({ ...earlier, date: '2026-11-25' }, [waiting])).toEqual({
      ...earlier,
      date: '2026-11-25',
    });
    expect(withWaitingMarks({ ...earlier, period: 2 }, [waiting]).students).toEqual(earlier.students);
    expect(withWaitingMarks(earlier, [{ ...waiting, sectionId: 'another' }])).toEqual(earlier);
  });
});

describe('a class after its lock', () => {
  const page = (office = false) => (
    <TakeClassPage
      sectionId={forty.sectionId}
      sectionName="Class 7 B"
      date="2026-11-24"
      period={null}
      takerId={TAKER}
      office={office}
    />
  );
  const untaken: ClassList = { ...forty, locked: true, officeMayCorrect: true };

  it('says a class nobody took is locked, since when, and who can still change it; no "present 40"', async () => {
    renderPortal(page(), { actors: { fetchClassList: fromPromise(async () => untaken) } });
    expect(await screen.findByText('Locked at 16:00 — not taken')).toBeInTheDocument();
    expect(screen.getByText(/ask the office/)).toBeInTheDocument();
    expect(screen.queryByText(/Present 40/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getAllByText('Not marked')).toHaveLength(40);
  });

  it('in Hindi too, and for another day nobody can change it', async () => {
    const past: ClassList = { ...untaken, date: '2026-11-23', officeMayCorrect: false };
    renderPortal(page(), { language: 'hi', actors: { fetchClassList: fromPromise(async () => past) } });
    expect(await screen.findByText('16:00 पर लॉक — उपस्थिति नहीं ली गई')).toBeInTheDocument();
    expect(screen.getByText('किसी और दिन की उपस्थिति अब कोई नहीं बदल सकता।')).toBeInTheDocument();
    expect(screen.queryByText(/उपस्थित 40/)).toBeNull();
  });

  it('keeps a taken class’s marks, with who took it', async () => {
    const taken: ClassList = {
      ...untaken,
      students: forty.students.map((one, index) => ({ ...one, mark: index === 0 ? 'absent' : 'present' })),
      takenBy: 'Anita Rao',
      takenAt: '2026-11-24T03:30:00.000Z',
    };
    renderPortal(page(), { actors: { fetchClassList: fromPromise(async () => taken) } });
    expect(await screen.findByText('Locked at 16:00. Taken by Anita Rao.')).toBeInTheDocument();
    expect(screen.getByText('Present 39 · Absent 1 · Late 0')).toBeInTheDocument();
  });

  it('stays open to the office that day, saying it is locked for teachers', async () => {
    renderPortal(page(true), { actors: { fetchClassList: fromPromise(async () => untaken) } });
    expect(
      await screen.findByText(
        'Locked at 16:00 for teachers. As the office, you can still take or correct it today.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
