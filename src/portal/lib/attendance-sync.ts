// The one sync of the device queue for the whole page (machines/portal/attendance-sync.machine.ts),
// started when an attendance screen first needs it and kept while the portal is open, with its
// actors from src/portal/api/attendance-sync-actors.ts: the device store, the API, the browser's
// online and offline events.

import type { Notice } from '@machines/api-failure';
import {
  type AttendanceSyncContext,
  attendanceSyncMachine,
  type QueuedMarks,
  type QueuedSubmission,
  queuedId,
} from '@machines/portal/attendance-sync.machine';
import type { HandOver } from '@machines/portal/attendance-taker.machine';
import type { MarksHandOver } from '@machines/portal/marks-entry.machine';
import { attendanceSyncActors } from '@portal/api/attendance-sync-actors';
import { useSelector } from '@xstate/react';
import { type Actor, createActor, waitFor } from 'xstate';

let sync: Actor<typeof attendanceSyncMachine> | null = null;

export function attendanceSync(): Actor<typeof attendanceSyncMachine> {
  if (sync) return sync;
  sync = createActor(attendanceSyncMachine.provide({ actors: attendanceSyncActors }), {
    input: { online: typeof navigator === 'undefined' ? true : navigator.onLine },
  });
  sync.start();
  return sync;
}

/**
 * Sends what the queue holds now, while the member is still signed in (before a sign-out), and
 * waits until it is empty or cannot be sent for now (offline, or the server is failing).
 */
export async function flushAttendanceSync(): Promise<void> {
  const actor = attendanceSync();
  // Offline or backing off: try now; idle or reading: read the queue again.
  actor.send({ type: 'sync.retry' });
  actor.send({ type: 'queue.changed' });
  await waitFor(
    actor,
    (state) =>
      state.matches('idle') ||
      state.matches('offline') ||
      state.matches('waiting') ||
      state.matches('signedOut'),
    { timeout: 30_000 },
  ).catch(() => null);
}

/**
 * Stops the sync and forgets what it held (answers, refusals and conflicts name a member's
 * classes and students): the next member's screens start a sync of their own.
 */
export function resetAttendanceSync(): void {
  sync?.stop();
  sync = null;
}

/** Its member signed in again: what waited while the session had ended goes now. */
export function resumeAttendanceSync(): void {
  sync?.send({ type: 'sync.retry' });
}

export function useAttendanceSync() {
  const actor = attendanceSync();
  const snapshot = useSelector(actor, (state) => state);
  return { actor, snapshot };
}

/**
 * Hands a queued item to the sync and waits for what became of it: sent (the server's answer,
 * found by `answerOf`), refused for good, or left on the device (offline, or the server is failing).
 */
async function handOver<R>(
  id: string,
  answerOf: (context: AttendanceSyncContext) => R | undefined,
): Promise<
  { status: 'sent'; result: R } | { status: 'saved' } | { status: 'refused'; notice: Notice<'refused'> }
> {
  const actor = attendanceSync();
  actor.send({ type: 'queue.changed' });
  const refusal = (context: AttendanceSyncContext) =>
    context.failed.find((failure) => queuedId(failure.item) === id);
  const settled = await waitFor(
    actor,
    (state) =>
      answerOf(state.context) !== undefined ||
      Boolean(refusal(state.context)) ||
      state.matches('offline') ||
      state.matches('waiting') ||
      state.matches('signedOut'),
    { timeout: 30_000 },
  ).catch(() => null);
  const result = settled ? answerOf(settled.context) : undefined;
  if (result !== undefined) return { status: 'sent', result };
  const failure = settled ? refusal(settled.context) : undefined;
  if (failure) return { status: 'refused', notice: failure.notice };
  return { status: 'saved' };
}

/** A class's attendance, queued on the device, handed to the sync. */
export function handOverToSync(item: QueuedSubmission): Promise<HandOver> {
  const id = item.submission.submissionId;
  return handOver(id, (context) => context.results[id]);
}

/** A sheet's marks, queued on the device, handed to the sync. */
export function handOverMarks(item: QueuedMarks): Promise<MarksHandOver> {
  return handOver(item.id, (context) => context.marksResults[item.id]);
}
