// The fee area's limits, defined once (docs/requirements/fees.md).

/** Statement uploads: the most lines matched in one file. */
export const STATEMENT_MAX_LINES = 5_000;

/** A student's fee categories at most ("Hostel", "New admission"): which plan applies to them. */
export const STUDENT_FEE_CATEGORIES_MAX = 5;

/** Fee reminders a family receives in one week at most (docs/requirements/fees.md#reminders). */
export const REMINDERS_PER_FAMILY_PER_WEEK = 2;

/** A coaching centre refunds a leaving student's unused fee within this many days (2024 guidelines). */
export const COACHING_REFUND_DAYS = 10;
