// Taking a class (docs/requirements/school-day.md#attendance): the class list opens from the
// server, or from the device's copy without a connection; everyone starts present and a tap cycles
// a student present → absent → late → present; Submit puts the submission in the device queue
// first (its submissionId and takenAt made once, here) and then asks the sync to send it. The
// screen ends sent (showing the marks that stand: where someone took a student later, theirs; the
// sync lists those conflicts; and who the absence alerts told and who not, and why) or saved on
// the device. A locked class (after its lock time, common/portal/attendance-lock.ts, or another
// day) is read-only, taken or never taken (then without counts: nobody was marked present); the
// office (input `office`) still takes or corrects today's after the lock. The API, the device
// store and the sync are injected actors.

import type { AlertOutcome } from '@common/api/portal/alerts';
import type { ClassList, Mark, Submission, SubmissionResult } from '@common/api/portal/attendance';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice, isNetworkFailure } from './attendance-notice';
import { isQueuedMarks, type QueuedItem, type QueuedSubmission } from './attendance-sync.machine';

export interface TakerInput {
  sectionId: string;
  sectionName: string;
  date: string;
  period: number | null;
  /**
   * The signed-in member's id, sent with the submission as its taker: the server refuses it under
   * anyone else's token (a shared phone's next member). Null only when nobody is signed in.
   */
  takerId: string | null;
  /**
   * The member may correct any class (OFFICE_CORRECTS_AFTER_LOCK, attendance.edit): a class the
   * server says the office may still correct (`officeMayCorrect`) stays open for them.
   */
  office: boolean;
}

/** Which class list: the taking's input without its taker. */
export type ClassSlot = Omit<TakerInput, 'takerId' | 'office'>;

/** What the sync made of a submission handed to it. */
export type HandOver =
  | { status: 'sent'; result: SubmissionResult }
  | { status: 'saved' }
  | { status: 'refused'; notice: Notice<'refused'> };

export interface AttendanceTakerContext extends TakerInput {
  list: ClassList | null;
  /** Whether the list came from the device's copy (no connection). */
  fromDevice: boolean;
  marks: Record<string, Mark>;
  submission: Submission | null;
  /** Sent: which guardians the absence alerts told, and the students not reached (null when none were decided). */
  alerts: AlertOutcome | null;
  notice: Notice<'loadFailed' | 'noCopy' | 'saveFailed' | 'refused' | 'connectionLost'> | null;
}

export type AttendanceTakerEvent =
  | { type: 'student.tap'; studentId: string }
  | { type: 'attendance.submit' }
  | { type: 'attendance.retry' };

const NEXT: Record<Mark, Mark> = { present: 'absent', absent: 'late', late: 'present' };

/** The marks the screen opens with: what was taken, everyone else present. */
export function startingMarks(list: ClassList): Record<string, Mark> {
  return Object.fromEntries(list.students.map((student) => [student.id, student.mark ?? 'present']));
}

/**
 * A class list with what this device took of it and has not sent yet: the latest waiting
 * submission for the same class (section, day, period) decides every student's mark (a submission
 * lists the students not present), unless the list has marks taken after it. Without it, a teacher
 * who took a class offline and opened it again saw the earlier marks and thought hers were lost.
 */
export function withWaitingMarks(list: ClassList, queue: readonly QueuedItem[]): ClassList {
  const waiting = queue
    .filter((item): item is QueuedSubmission => !isQueuedMarks(item))
    .filter(
      ({ sectionId, submission }) =>
        sectionId === list.sectionId &&
        submission.date === list.date &&
        (submission.period ?? null) === list.period &&
        (list.takenAt === null || submission.takenAt > list.takenAt),
    )
    .at(-1)?.submission;
  if (!waiting) return list;
  const marks = new Map(waiting.marks.map(({ studentId, mark }) => [studentId, mark]));
  return {
    ...list,
    students: list.students.map((student) => ({ ...student, mark: marks.get(student.id) ?? 'present' })),
  };
}

export function countMarks(marks: Record<string, Mark>): Record<Mark, number> {
  const counts: Record<Mark, number> = { present: 0, absent: 0, late: 0 };
  for (const mark of Object.values(marks)) counts[mark] += 1;
  return counts;
}

export function queuedSubmission(context: AttendanceTakerContext): QueuedSubmission {
  return {
    sectionId: context.sectionId,
    sectionName: context.sectionName,
    submission: context.submission as Submission,
  };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** Read-only for this member: locked, and not the office on the day it may still correct. */
const lockedFor = (office: boolean, list: ClassList | null | undefined): boolean =>
  list?.locked === true && !(office && list.officeMayCorrect);
const neverTaken = (list: ClassList | null | undefined) => list?.takenAt === null;

export const attendanceTakerMachine = setup({
  types: {
    context: {} as AttendanceTakerContext,
    events: {} as AttendanceTakerEvent,
    input: {} as TakerInput,
  },
  actors: {
    /** The server's class list; the page also keeps it on the device. */
    fetchClassList: fromPromise<ClassList, ClassSlot>(async () => {
      throw new Error('fetchClassList is provided by the page');
    }),
    readDeviceCopy: fromPromise<ClassList | null, ClassSlot>(async () => null),
    enqueue: fromPromise<void, QueuedSubmission>(async () => {}),
    /** Asks the sync to send and waits for what became of this submission. */
    handOver: fromPromise<HandOver, QueuedSubmission>(async () => ({ status: 'saved' })),
  },
  guards: {
    networkFailure: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    locked: ({ context, event }) => lockedFor(context.office, outputOf<ClassList | null>(event)),
    lockedNeverTaken: ({ context, event }) => {
      const list = outputOf<ClassList | null>(event);
      return lockedFor(context.office, list) && neverTaken(list);
    },
    hasCopy: ({ event }) => outputOf<ClassList | null>(event) !== null,
    sent: ({ event }) => outputOf<HandOver>(event).status === 'sent',
    refused: ({ event }) => outputOf<HandOver>(event).status === 'refused',
  },
  actions: {
    keepList: assign(({ event }) => {
      const list = outputOf<ClassList>(event);
      return { list, marks: startingMarks(list), fromDevice: false, notice: null };
    }),
    keepCopy: assign(({ event }) => {
      const list = outputOf<ClassList>(event);
      return { list, marks: startingMarks(list), fromDevice: true, notice: null };
    }),
    /** Locked and never taken: no marks, so no "present 40" for a class nobody took. */
    keepUntaken: assign(({ event }) => ({ list: outputOf<ClassList>(event), marks: {}, notice: null })),
    loadFailed: assign({
      notice: ({ event }) => attendanceNotice((event as { error?: unknown }).error, 'loadFailed'),
    }),
    noCopy: assign({ notice: { code: 'noCopy' } }),
    cycle: assign({
      marks: ({ context, event }) => {
        const { studentId } = event as { studentId: string };
        const mark = context.marks[studentId];
        return mark ? { ...context.marks, [studentId]: NEXT[mark] } : context.marks;
      },
    }),
    /** Made once per submission: a retry or a second sync of it is the same submission. */
    makeSubmission: assign(({ context }) => ({
      notice: null,
      submission: {
        submissionId: crypto.randomUUID(),
        ...(context.takerId === null ? {} : { takerId: context.takerId }),
        date: context.date,
        ...(context.period === null ? {} : { period: context.period }),
        takenAt: new Date().toISOString(),
        marks: Object.entries(context.marks)
          .filter(([, mark]) => mark !== 'present')
          .map(([studentId, mark]) => ({ studentId, mark })),
      },
    })),
    saveFailed: assign({ notice: { code: 'saveFailed' }, submission: null }),
    /** Who the absence alerts told, as the server answered. */
    keepAlerts: assign({
      alerts: ({ event }) => {
        const handed = outputOf<HandOver>(event);
        return handed.status === 'sent' ? (handed.result.alerts ?? null) : null;
      },
    }),
    /** The server kept a later mark for a conflicting student: that is the mark that stands. */
    keepStandingMarks: assign({
      marks: ({ context, event }) => {
        const handed = outputOf<HandOver>(event);
        if (handed.status !== 'sent') return context.marks;
        const kept = Object.fromEntries(handed.result.conflicts.map((one) => [one.studentId, one.kept]));
        return { ...context.marks, ...kept };
      },
    }),
    refused: assign(({ event }) => {
      const handed = outputOf<HandOver>(event);
      return {
        submission: null,
        notice: handed.status === 'refused' ? handed.notice : { code: 'refused' as const },
      };
    }),
  },
}).createMachine({
  id: 'attendanceTaker',
  context: ({ input }) => ({
    ...input,
    list: null,
    fromDevice: false,
    marks: {},
    submission: null,
    alerts: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'server',
      states: {
        server: {
          invoke: {
            id: 'fetchClassList',
            src: 'fetchClassList',
            input: ({ context }) => ({
              sectionId: context.sectionId,
              sectionName: context.sectionName,
              date: context.date,
              period: context.period,
            }),
            onDone: [
              {
                guard: 'lockedNeverTaken',
                target: '#attendanceTaker.locked.notTaken',
                actions: ['keepList', 'keepUntaken'],
              },
              { guard: 'locked', target: '#attendanceTaker.locked.taken', actions: 'keepList' },
              { target: '#attendanceTaker.taking', actions: 'keepList' },
            ],
            onError: [
              { guard: 'networkFailure', target: 'device' },
              { target: '#attendanceTaker.failed', actions: 'loadFailed' },
            ],
          },
        },
        /** No connection: the copy kept when the class was last opened online. */
        device: {
          invoke: {
            id: 'readDeviceCopy',
            src: 'readDeviceCopy',
            input: ({ context }) => ({
              sectionId: context.sectionId,
              sectionName: context.sectionName,
              date: context.date,
              period: context.period,
            }),
            onDone: [
              {
                guard: 'lockedNeverTaken',
                target: '#attendanceTaker.locked.notTaken',
                actions: ['keepCopy', 'keepUntaken'],
              },
              { guard: 'locked', target: '#attendanceTaker.locked.taken', actions: 'keepCopy' },
              { guard: 'hasCopy', target: '#attendanceTaker.taking', actions: 'keepCopy' },
              { target: '#attendanceTaker.failed', actions: 'noCopy' },
            ],
            onError: { target: '#attendanceTaker.failed', actions: 'noCopy' },
          },
        },
      },
    },
    failed: {
      on: { 'attendance.retry': 'loading' },
    },
    taking: {
      on: {
        'student.tap': { actions: 'cycle' },
        'attendance.submit': { target: 'submitting', actions: 'makeSubmission' },
      },
    },
    submitting: {
      initial: 'queueing',
      states: {
        /** On the device first: nothing taken is lost if the page closes now. */
        queueing: {
          invoke: {
            id: 'enqueue',
            src: 'enqueue',
            input: ({ context }) => queuedSubmission(context),
            onDone: 'handing',
            onError: { target: '#attendanceTaker.taking', actions: 'saveFailed' },
          },
        },
        handing: {
          invoke: {
            id: 'handOver',
            src: 'handOver',
            input: ({ context }) => queuedSubmission(context),
            onDone: [
              {
                guard: 'sent',
                target: '#attendanceTaker.submitted',
                actions: ['keepStandingMarks', 'keepAlerts'],
              },
              { guard: 'refused', target: '#attendanceTaker.taking', actions: 'refused' },
              { target: '#attendanceTaker.saved' },
            ],
            onError: '#attendanceTaker.saved',
          },
        },
      },
    },
    submitted: { type: 'final' },
    /** In the device queue: the sync sends it when the connection is back. */
    saved: { type: 'final' },
    /**
     * After the class's lock time, or another day, for a member who may no longer change it: the
     * marks taken are shown, not changed; a class never taken says so, without counts.
     */
    locked: {
      initial: 'taken',
      states: {
        taken: { type: 'final' },
        notTaken: { type: 'final' },
      },
    },
  },
});
