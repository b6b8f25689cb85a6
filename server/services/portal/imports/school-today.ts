// "Today" for the rule that a date of birth or joining date is not in the future: the day in
// India, where the schools are, so a date entered this morning in India is not refused as
// tomorrow's by a server on UTC before 05:30.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function schoolToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
