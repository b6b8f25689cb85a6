import { minutesOf as clockMinutes } from '@common/portal/bell-rules';

// The school's clock (its date, weekday, time of day) is common/school-clock.ts; what is left here
// is the server's reading of a time its API schema has already checked.

/** A time the API's schema has already checked (HH:MM), in minutes after midnight. */
export function minutesOf(clock: string): number {
  return clockMinutes(clock) ?? 0;
}
