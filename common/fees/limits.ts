// The fee area's limits, defined once (docs/requirements/fees.md).

/** Statement uploads: the most lines matched in one file. */
export const STATEMENT_MAX_LINES = 5_000;

/** Fee reminders a family receives in one week at most (docs/requirements/fees.md#reminders). */
export const REMINDERS_PER_FAMILY_PER_WEEK = 2;

/** A coaching centre refunds a leaving student's unused fee within this many days (2024 guidelines). */
export const COACHING_REFUND_DAYS = 10;
