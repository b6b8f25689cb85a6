import type { BellDayBody } from '@common/api/portal/timetable';
import { type BellProblem, bellProblems } from '@common/portal/bell-rules';
import { minutesOf } from './school-day';

// The bell schedule's clock arithmetic (docs/requirements/school-day.md#timetable): times are
// stored as minutes after midnight on the school's clock and written HH:MM; two periods clash
// when their times overlap (touching ends do not: 08:40-09:20 and 09:20-10:00 are adjacent).

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1] ?? `day ${weekday}`;
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

/**
 * A day's periods as stored, or the sentence saying why they cannot be (a 400). The rules are the
 * portal editor's (common/portal/bell-rules.ts); the server adds the numbering the editor makes.
 */
export function checkBellDay(body: BellDayBody): CheckedPeriod[] | string {
  const misnumbered = body.periods.some((period, index) => period.number !== index + 1);
  if (misnumbered) return 'Periods are numbered 1, 2, 3, ... in order, each once.';
  const problems = bellProblems(body.periods);
  const [first] = Object.entries(problems) as [string, BellProblem][];
  if (first) {
    const [index, problem] = first;
    const period = body.periods[Number(index)];
    const previous = body.periods[Number(index) - 1];
    if (period) return sentence(problem, period, previous);
  }
  return body.periods.map((period) => ({
    number: period.number,
    startsAt: minutesOf(period.startsAt),
    endsAt: minutesOf(period.endsAt),
    label: period.label.trim(),
    teaching: period.teaching,
  }));
}

type Period = BellDayBody['periods'][number];

function sentence(problem: BellProblem, period: Period, previous: Period | undefined): string {
  const times = `${period.startsAt}-${period.endsAt}`;
  switch (problem) {
    case 'label':
      return `Period ${period.number} needs a label.`;
    case 'overlap':
      return `Period ${period.number} (${times}) overlaps period ${previous?.number} (${previous?.startsAt}-${previous?.endsAt}): a period starts when the one before it has ended.`;
    default:
      return `Period ${period.number} must end after it starts (${times}).`;
  }
}
