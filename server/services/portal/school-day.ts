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
