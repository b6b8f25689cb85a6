import type { UnplacedReason } from '@common/api/portal/timetable';
import { overlaps } from './bell-times';

// Filling a section's week from its allocation (docs/requirements/school-day.md#timetable): each
// subject with its teacher and periods a week goes into the week's empty teaching periods, spread
// across the days (a subject twice in a day only when no day without it has room), never where
// its teacher is in another section at an overlapping time. Pure: the service loads what it needs
// and writes what this answers.

export interface FreeSlot {
  weekday: number;
  period: number;
  /** Minutes after midnight. */
  startsAt: number;
  endsAt: number;
}

export interface Demand {
  subjectId: string;
  teacherId: string | null;
  /** The week's total; periods the section already has of the subject count towards it. */
  periods: number;
}

export interface Placement {
  weekday: number;
  period: number;
  subjectId: string;
  teacherId: string | null;
}

export interface FillPlan {
  placements: Placement[];
  unplaced: { subjectId: string; count: number; reason: UnplacedReason }[];
}

/**
 * Places each demand's missing periods one at a time, the subject with the most still to place
 * first (so no subject takes every early slot), each in the day where the subject is least, then
 * the day with the most empty periods left, then the earliest period.
 */
export function planFill(input: {
  /** The section's empty teaching periods. */
  free: readonly FreeSlot[];
  /** The section's entries already there: their subject and weekday. */
  existing: readonly { subjectId: string; weekday: number }[];
  /** Each teacher's periods in other sections. */
  busy: ReadonlyMap<string, readonly { weekday: number; startsAt: number; endsAt: number }[]>;
  demands: readonly Demand[];
}): FillPlan {
  const free = [...input.free].sort((a, b) => a.weekday - b.weekday || a.startsAt - b.startsAt);
  const perDay = new Map<string, number>();
  const dayKey = (subjectId: string, weekday: number) => `${subjectId}:${weekday}`;
  for (const entry of input.existing) {
    const key = dayKey(entry.subjectId, entry.weekday);
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const left = input.demands.map((demand) => ({
    demand,
    need: Math.max(0, demand.periods - input.existing.filter((e) => e.subjectId === demand.subjectId).length),
  }));
  const placements: Placement[] = [];
  const unplaced: FillPlan['unplaced'] = [];
  const freeOn = (weekday: number) => free.filter((slot) => slot.weekday === weekday).length;
  for (;;) {
    const next = left.reduce<(typeof left)[number] | null>(
      (best, one) => (one.need > 0 && (!best || one.need > best.need) ? one : best),
      null,
    );
    if (!next) break;
    const { demand } = next;
    const teacherBusy = demand.teacherId ? (input.busy.get(demand.teacherId) ?? []) : [];
    const open = free.filter(
      (slot) =>
        !teacherBusy.some(
          (other) =>
            other.weekday === slot.weekday &&
            overlaps(slot.startsAt, slot.endsAt, other.startsAt, other.endsAt),
        ),
    );
    const [slot] = open
      .map((candidate, order) => ({
        candidate,
        order,
        same: perDay.get(dayKey(demand.subjectId, candidate.weekday)) ?? 0,
        room: freeOn(candidate.weekday),
      }))
      .sort((a, b) => a.same - b.same || b.room - a.room || a.order - b.order);
    if (!slot) {
      unplaced.push({
        subjectId: demand.subjectId,
        count: next.need,
        reason: free.length === 0 ? 'no_free_period' : 'teacher_busy',
      });
      next.need = 0;
      continue;
    }
    const { candidate } = slot;
    free.splice(free.indexOf(candidate), 1);
    const key = dayKey(demand.subjectId, candidate.weekday);
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
    placements.push({
      weekday: candidate.weekday,
      period: candidate.period,
      subjectId: demand.subjectId,
      teacherId: demand.teacherId,
    });
    next.need -= 1;
  }
  placements.sort((a, b) => a.weekday - b.weekday || a.period - b.period);
  return { placements, unplaced };
}
