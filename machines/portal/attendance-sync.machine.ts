// The device queue's sync (docs/requirements/school-day.md#offline): sends what is kept on the
// device (a class's attendance, a sheet's marks: docs/requirements/exams.md#marks-entry-on-the-phone) in order, one at a time, while the browser is online; removes one only after the
// server answered it (2xx, or a 4xx that will never succeed, kept in `failed` for the member to
// see, except another member's marks, dropped unseen); backs off after a failed try; waits offline
// on the browser's `offline` event or a network failure. A 401 is not an answer about the marks
// but about the session: the queue stays on the device until its member signs in again (the
// sign-in keeps a member's own queue, src/portal/lib/device-data.ts). Storage, the API and the
// browser's online/offline events are injected actors.

import type { MarkConflict, Submission, SubmissionResult } from '@common/api/portal/attendance';
import type { MarkChange, MarksSaveResult } from '@common/api/portal/exams';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice } from '../api-failure';
import { attendanceNotice, isNetworkFailure } from './attendance-notice';

/** A submission waiting on the device (src/portal/lib/attendance-store.ts), with the section it is for. */
export interface QueuedSubmission {
  sectionId: string;
  sectionName: string;
  submission: Submission;
}

/**
 * Marks of one exam sheet saved on the device, sent as one save. Each item is kept as queued; when
 * one is answered, the items after it for the same sheet are rebased on the revisions it made
 * (src/portal/lib/attendance-store.ts settle), so a teacher's later change of the same mark is
 * not taken for someone else's.
 */
export interface QueuedMarks {
  kind: 'marks';
  /** The save's id on the device. */
  id: string;
  sectionId: string;
  subjectId: string;
  termKey: string;
  /** "Class 6 A, Mathematics, Term 1": how the device names the sheet. */
  sectionName: string;
  marks: MarkChange[];
}

/** Anything waiting in the device queue. An item without `kind` is a class's attendance. */
export type QueuedItem = QueuedSubmission | QueuedMarks;

export function isQueuedMarks(item: QueuedItem): item is QueuedMarks {
  return 'kind' in item && item.kind === 'marks';
}

/** The id an item is known by in the queue and in the answers. */
export function queuedId(item: QueuedItem): string {
  return isQueuedMarks(item) ? item.id : item.submission.submissionId;
}

/** What the server answered to a sheet's queued marks. */
export interface MarksAnswer {
  id: string;
  marks: MarksSaveResult;
}

export type SyncAnswer = SubmissionResult | MarksAnswer;

function isMarksAnswer(answer: SyncAnswer): answer is MarksAnswer {
  return 'marks' in answer && !('submissionId' in answer);
}

export interface SyncFailure {
  item: QueuedItem;
  /** Why the server refused it, by its code (the screen says it in the member's language). */
  notice: Notice<'refused'>;
}

export interface SyncConflicts {
  sectionName: string;
  conflicts: MarkConflict[];
}

/** A sheet's marks that someone else had changed since: the device's were not saved over them. */
export interface SheetConflicts {
  /** The save's id. */
  id: string;
  sectionName: string;
  count: number;
}

export interface AttendanceSyncContext {
  /** The device queue as last read, oldest first. */
  queue: QueuedItem[];
  /** Submissions the server refused for good (a 4xx other than 408 and 429). */
  failed: SyncFailure[];
  /** Conflicts the server reported, per class, until the member dismisses them. */
  conflicts: SyncConflicts[];
  /** The server's answers by submissionId, for the screen that submitted. */
  results: Record<string, SubmissionResult>;
  /** The answers to queued marks by their id, for the sheet that saved them. */
  marksResults: Record<string, MarksSaveResult>;
  sheetConflicts: SheetConflicts[];
  /** Failed tries in a row: the first retry comes soon, later ones wait longer. */
  attempts: number;
  /** What the browser last said about the connection. */
  online: boolean;
}

export type AttendanceSyncEvent =
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  /** The taking screen put a submission in the queue. */
  | { type: 'queue.changed' }
  | { type: 'sync.retry' }
  | { type: 'sync.dismiss' };

/** The session ended (expired, or signed out elsewhere): the marks were not looked at. */
export function isSessionEnded(error: unknown): boolean {
  return asApiFailure(error).status === 401;
}

/** A refusal that a retry cannot change (not a timeout, not "too many requests", not the session). */
export function isPermanentRefusal(error: unknown): boolean {
  const { status } = asApiFailure(error);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The server refused the submission as another member's (403 `not_the_taker`): marks a previous
 * member left on a shared phone. It leaves the queue without a word: the member now signed in is
 * told nothing of someone else's classes.
 */
export function isAnotherMembers(error: unknown): boolean {
  const { status, code } = asApiFailure(error);
  return status === 403 && code === 'not_the_taker';
}

export const attendanceSyncMachine = setup({
  types: {
    context: {} as AttendanceSyncContext,
    events: {} as AttendanceSyncEvent,
    input: {} as { online?: boolean } | undefined,
  },
  actors: {
    readQueue: fromPromise<QueuedItem[]>(async () => []),
    sendSubmission: fromPromise<SyncAnswer, QueuedItem>(async () => {
      throw new Error('sendSubmission is provided by the page');
    }),
    /** Takes an answered item off the device; marks rebase the same sheet's later items on the answer. */
    removeQueued: fromPromise<void, { item: QueuedItem; answer: MarksSaveResult | null }>(async () => {}),
    /** Sends connection.online / connection.offline from the browser's events. */
    connection: fromCallback(() => () => {}),
  },
  delays: { retrySoon: 5_000, retryLater: 60_000 },
  guards: {
    isOffline: ({ context }) => !context.online,
    queueEmpty: ({ context }) => context.queue.length === 0,
    networkFailure: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    sessionEnded: ({ event }) => isSessionEnded((event as { error?: unknown }).error),
    permanentRefusal: ({ event }) => isPermanentRefusal((event as { error?: unknown }).error),
    anotherMembers: ({ event }) => isAnotherMembers((event as { error?: unknown }).error),
    firstFailure: ({ context }) => context.attempts === 0,
  },
  actions: {
    keepQueue: assign({
      queue: ({ event }) => (event as unknown as { output?: QueuedItem[] }).output ?? [],
    }),
    keepResult: assign(({ context, event }) => {
      const result = (event as unknown as { output: SyncAnswer }).output;
      const head = context.queue[0];
      if (isMarksAnswer(result)) {
        const count = result.marks.conflicts.length;
        return {
          attempts: 0,
          marksResults: { ...context.marksResults, [result.id]: result.marks },
          sheetConflicts:
            count && head
              ? [...context.sheetConflicts, { id: result.id, sectionName: head.sectionName, count }]
              : context.sheetConflicts,
        };
      }
      return {
        attempts: 0,
        results: { ...context.results, [result.submissionId]: result },
        conflicts:
          result.conflicts.length && head
            ? [...context.conflicts, { sectionName: head.sectionName, conflicts: result.conflicts }]
            : context.conflicts,
      };
    }),
    keepFailure: assign(({ context, event }) => {
      const head = context.queue[0];
      // A permanent refusal is an answer, never the connection lost.
      const notice = attendanceNotice((event as { error?: unknown }).error, 'refused') as Notice<'refused'>;
      return {
        attempts: 0,
        failed: head ? [...context.failed, { item: head, notice }] : context.failed,
      };
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    wentOffline: assign({ online: false }),
    cameOnline: assign({ online: true, attempts: 0 }),
    dismiss: assign({ failed: [], conflicts: [], sheetConflicts: [] }),
  },
}).createMachine({
  id: 'attendanceSync',
  context: ({ input }) => ({
    queue: [],
    failed: [],
    conflicts: [],
    results: {},
    marksResults: {},
    sheetConflicts: [],
    attempts: 0,
    online: input?.online ?? true,
  }),
  invoke: { src: 'connection' },
  on: {
    'connection.offline': { target: '.offline', actions: 'wentOffline' },
    'sync.dismiss': { actions: 'dismiss' },
  },
  initial: 'reading',
  states: {
    /** Reads the device queue (on start, after each answer, when a screen queued something). */
    reading: {
      // A submission queued while the read was under way: read again, so it is not missed.
      on: { 'queue.changed': { target: 'reading', reenter: true } },
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        onDone: { target: 'deciding', actions: 'keepQueue' },
        onError: 'idle',
      },
    },
    deciding: {
      always: [
        { guard: 'isOffline', target: 'offline' },
        { guard: 'queueEmpty', target: 'idle' },
        { target: 'sending' },
      ],
    },
    idle: {
      on: { 'queue.changed': 'reading' },
    },
    sending: {
      invoke: {
        id: 'sendSubmission',
        src: 'sendSubmission',
        input: ({ context }) => context.queue[0] as QueuedItem,
        onDone: { target: 'removing', actions: 'keepResult' },
        onError: [
          { guard: 'networkFailure', target: 'offline' },
          { guard: 'sessionEnded', target: 'signedOut' },
          { guard: 'anotherMembers', target: 'removing' },
          { guard: 'permanentRefusal', target: 'removing', actions: 'keepFailure' },
          { guard: 'firstFailure', target: 'waiting.soon', actions: 'countAttempt' },
          { target: 'waiting.later', actions: 'countAttempt' },
        ],
      },
    },
    /** The server answered: the submission leaves the device queue. */
    removing: {
      invoke: {
        id: 'removeQueued',
        src: 'removeQueued',
        input: ({ context }) => {
          const item = context.queue[0] as QueuedItem;
          return { item, answer: context.marksResults[queuedId(item)] ?? null };
        },
        onDone: 'reading',
        onError: 'waiting.later',
      },
    },
    waiting: {
      initial: 'soon',
      on: { 'sync.retry': 'sending' },
      states: {
        soon: { after: { retrySoon: '#attendanceSync.sending' } },
        later: { after: { retryLater: '#attendanceSync.sending' } },
      },
    },
    /**
     * The server said the session ended: nothing leaves the queue. The member's next sign-in on
     * this device (sync.retry), a tap, or a class queued after it, sends it again.
     */
    signedOut: {
      on: { 'sync.retry': 'reading', 'queue.changed': 'reading' },
    },
    /** Without a connection: the browser's `online` event, a tap, or a later check tries again. */
    offline: {
      on: {
        'connection.online': { target: 'reading', actions: 'cameOnline' },
        'queue.changed': 'offlineReading',
        'sync.retry': { target: 'reading', actions: 'cameOnline' },
      },
      after: { retryLater: 'reading' },
    },
    /** Offline, the count of waiting classes still follows what the screens queue. */
    offlineReading: {
      on: { 'connection.online': { target: 'reading', actions: 'cameOnline' } },
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        onDone: { target: 'offline', actions: 'keepQueue' },
        onError: 'offline',
      },
    },
  },
});
