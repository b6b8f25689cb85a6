import { minutesOf as clockMinutes } from '@common/portal/bell-rules';

// Schools on Shala are in India: "today", for a date of birth or a leaving date not in the
// future, is the date in India (UTC+05:30), whatever zone the server runs in.

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in India at `now`, as YYYY-MM-DD. */
export function schoolToday(now: Date): string {
  return INDIA_DATE.format(now);
}

const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

/** Minutes after midnight in India at `now` (India keeps no daylight saving). */
export function schoolMinutes(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + INDIA_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The ISO weekday of a YYYY-MM-DD date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "HH:MM" from minutes after midnight, and back (stored times are minutes after midnight in India). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A time the API's schema has already checked (HH:MM), in minutes after midnight. */
export function minutesOf(clock: string): number {
  return clockMinutes(clock) ?? 0;
}
