// A day's bell periods, checked the same way on both sides (docs/requirements/school-day.md
// #timetable): the portal's editor shows the problem before saving, the server refuses it (400).
// Periods are numbered by their order; each ends after it starts and starts no earlier than the
// one before it ends.

export interface BellRow {
  startsAt: string;
  endsAt: string;
  label: string;
}

/** The most periods a day has (the editor stops adding, the API refuses more). */
export const MAX_PERIODS_A_DAY = 20;

export type BellProblem = 'time' | 'order' | 'overlap' | 'label';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an "HH:MM" time, or null when it is not one. */
export function minutesOf(time: string): number | null {
  if (!CLOCK.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

/** The first problem of each row that has one, by the row's index. */
export function bellProblems(rows: readonly BellRow[]): Record<number, BellProblem> {
  const problems: Record<number, BellProblem> = {};
  rows.forEach((row, index) => {
    const start = minutesOf(row.startsAt);
    const end = minutesOf(row.endsAt);
    if (start === null || end === null) problems[index] = 'time';
    else if (end <= start) problems[index] = 'order';
    else if (index > 0) {
      const previousEnd = minutesOf(rows[index - 1]?.endsAt ?? '');
      if (previousEnd !== null && start < previousEnd) problems[index] = 'overlap';
    }
    if (problems[index] === undefined && !row.label.trim()) problems[index] = 'label';
  });
  return problems;
}
