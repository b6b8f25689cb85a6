// The one sync of the device queue for the whole page (machines/portal/attendance-sync.machine.ts),
// started when an attendance screen first needs it and kept while the portal is open, with its
// actors from src/portal/api/attendance-sync-actors.ts: the device store, the API, the browser's
// online and offline events.

import { attendanceSyncMachine, type QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import type { HandOver } from '@machines/portal/attendance-taker.machine';
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
 * Hands a queued submission to the sync and waits for what became of it: sent (the server's
 * answer), refused for good, or left on the device (offline, or the server is failing).
 */
export async function handOverToSync(item: QueuedSubmission): Promise<HandOver> {
  const actor = attendanceSync();
  const id = item.submission.submissionId;
  actor.send({ type: 'queue.changed' });
  const settled = await waitFor(
    actor,
    (state) =>
      Boolean(state.context.results[id]) ||
      state.context.failed.some((failure) => failure.item.submission.submissionId === id) ||
      state.matches('offline') ||
      state.matches('waiting') ||
      state.matches('signedOut'),
    { timeout: 30_000 },
  ).catch(() => null);
  const result = settled?.context.results[id];
  if (result) return { status: 'sent', result };
  const failure = settled?.context.failed.find((one) => one.item.submission.submissionId === id);
  if (failure) return { status: 'refused', notice: failure.notice };
  return { status: 'saved' };
}
