// When a class's attendance locks (docs/requirements/school-day.md#attendance). A school's section
// locks at the school's lock time (attendance settings, default 16:00). A section with a time slot
// of its own (a coaching centre's batch, 18:00-20:00) locks BATCH_LOCK_GRACE_MINUTES after its own
// end, at the latest at the day's end: a batch that ends at 20:00 can be taken until 22:00, so an
// evening batch is never locked before it meets. After the lock, and for any other day, a teacher
// can no longer take or correct it; the office (a member with `attendance.edit`) can still correct
// today's marks until the day ends (OFFICE_CORRECTS_AFTER_LOCK).

import type { Permission } from './permissions';

/** How long after a batch's own end its attendance can still be taken or corrected. */
export const BATCH_LOCK_GRACE_MINUTES = 120;

/** The last minute of the school's day, 23:59 (nothing locks later on the same day). */
const DAY_END = 24 * 60 - 1;

/** After the lock, members with this permission still correct the same day's marks. */
export const OFFICE_CORRECTS_AFTER_LOCK: Permission = 'attendance.edit';

/** The minute (IST) the section's attendance locks on its day. */
export function lockMinute(schoolLockAt: number, section: { endsAt: number | null }): number {
  return section.endsAt === null
    ? schoolLockAt
    : Math.min(section.endsAt + BATCH_LOCK_GRACE_MINUTES, DAY_END);
}
