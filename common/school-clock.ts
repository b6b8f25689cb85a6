// The school's clock, the one place Shala turns an instant into a school's date or time of day
// (docs/requirements/school-day.md). Schools on Shala are in India: one zone, UTC+05:30 all
// year (no daylight saving), whatever zone the server or the phone runs in. Every function takes
// the instant: the server passes its injected clock's `now()` (server/clock.ts, tests use fake
// clocks), a browser passes `new Date()`. Plain arithmetic, not Intl: building an
// Intl.DateTimeFormat costs a phone tens of milliseconds, and the public site's footer reads the
// year on every render.

/** The zone name for Intl formatters that show an instant as the school reads it. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

const SCHOOL_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant moved so that its UTC fields read the school's wall clock. */
const wallClock = (now: Date) => new Date(now.getTime() + SCHOOL_OFFSET_MS);

/** The school's date at `now`, YYYY-MM-DD. */
export function schoolToday(now: Date): string {
  return wallClock(now).toISOString().slice(0, 10);
}

/** The school's month at `now`, YYYY-MM. */
export function schoolMonth(now: Date): string {
  return schoolToday(now).slice(0, 7);
}

/** The school's calendar year at `now`. */
export function schoolYear(now: Date): number {
  return wallClock(now).getUTCFullYear();
}

/** Minutes after midnight on the school's clock at `now`, 0 to 1439. */
export function schoolMinutes(now: Date): number {
  const minutes = Math.floor(wallClock(now).getTime() / 60_000);
  return ((minutes % 1440) + 1440) % 1440;
}

/** The instants the school's day `date` (YYYY-MM-DD) starts at and the next one starts at. */
export function schoolDayBounds(date: string): { start: Date; next: Date } {
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - SCHOOL_OFFSET_MS);
  return { start, next: new Date(start.getTime() + DAY_MS) };
}

/** The first instant strictly after `now` at which the school's clock reads `minutes` after midnight. */
export function nextSchoolTime(now: Date, minutes: number): Date {
  const today = schoolDayBounds(schoolToday(now)).start.getTime() + minutes * 60_000;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** The ISO weekday of a YYYY-MM-DD date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "HH:MM" from minutes after midnight (how times of day are stored). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
