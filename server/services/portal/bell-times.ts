import type { BellDayBody } from '../../../common/api/portal/timetable';

// The bell schedule's clock arithmetic (docs/requirements/school-day.md#timetable): times are
// stored as minutes after midnight on the school's clock and written HH:MM; two periods clash
// when their times overlap (touching ends do not: 08:40-09:20 and 09:20-10:00 are adjacent).

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1] ?? `day ${weekday}`;
}

/** "08:40" as 520. The schema has already checked the pattern. */
export function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 520 as "08:40". */
export function toClock(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a minute. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

export interface CheckedPeriod {
  number: number;
  startsAt: number;
  endsAt: number;
  label: string;
  teaching: boolean;
}

/** A day's periods as stored, or the sentence saying why they cannot be (a 400). */
export function checkBellDay(body: BellDayBody): CheckedPeriod[] | string {
  const periods: CheckedPeriod[] = [];
  for (const [index, period] of body.periods.entries()) {
    if (period.number !== index + 1) return 'Periods are numbered 1, 2, 3, ... in order, each once.';
    const label = period.label.trim();
    if (!label) return `Period ${period.number} needs a label.`;
    const startsAt = toMinutes(period.startsAt);
    const endsAt = toMinutes(period.endsAt);
    if (endsAt <= startsAt) {
      return `Period ${period.number} must end after it starts (${period.startsAt}-${period.endsAt}).`;
    }
    const previous = periods.at(-1);
    if (previous && startsAt < previous.endsAt) {
      return `Period ${period.number} (${period.startsAt}-${period.endsAt}) overlaps period ${previous.number} (${toClock(previous.startsAt)}-${toClock(previous.endsAt)}): a period starts when the one before it has ended.`;
    }
    periods.push({ number: period.number, startsAt, endsAt, label, teaching: period.teaching });
  }
  return periods;
}
