// What a member leaves on this device (docs/requirements/security.md#shared-devices): the attendance
// screen's copy (today's classes, class lists with children's names, the queue of submissions) is
// one member's. The session machine (machines/portal/portal-session.machine.ts) calls these: on
// sign-out after offering to send the queue, and when a member signs in. The service worker keeps
// no API answers (src/portal/sw.ts) and the API answers `no-store`, so this store is the only copy.

import { attendanceStore } from './attendance-store';
import { flushAttendanceSync, resetAttendanceSync, resumeAttendanceSync } from './attendance-sync';

/** The submissions still waiting on the device. */
export async function countQueued(): Promise<number> {
  return (await attendanceStore().queue()).length;
}

/** Sends the queue while its member is signed in; answers how many are still waiting. */
export async function sendQueued(): Promise<number> {
  await flushAttendanceSync();
  return countQueued();
}

/** Empties the device: nothing of the member who leaves stays for the next one. */
export async function clearDevice(): Promise<void> {
  resetAttendanceSync();
  await attendanceStore().clear();
}

/**
 * A member signs in: the device's data stays only if it is theirs (the same member signing in
 * again after their session ended keeps what they queued); anyone else's is removed unseen.
 */
export async function claimDevice(memberId: string): Promise<void> {
  const store = attendanceStore();
  if ((await store.owner()) === memberId) {
    resumeAttendanceSync();
    return;
  }
  await clearDevice();
  await store.setOwner(memberId);
}
