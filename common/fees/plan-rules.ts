// A fee plan's instalments, checked the same way on both sides (docs/requirements/fees.md
// #fee-heads-and-plans): the portal's plan editor shows each problem beside its instalment before
// saving, and the server can refuse the same (400 fee_instalments_invalid). Every instalment has a
// label and a real due date later than the one above it. Keys (i1, i2...) are stable across a
// plan's versions, since payments are allocated to them: a new instalment takes a key no version
// has used.

import type { Language } from '../languages';

/** The most instalments a version has (common/api/portal/fees.ts, FeePlanDraft). */
export const MAX_INSTALMENTS = 24;

/** The longest instalment label (FeeInstalment's `label`). */
export const INSTALMENT_LABEL_MAX = 40;

/** Keys run from i1 to i99 (FeeInstalment's `key`). */
const MAX_KEY_NUMBER = 99;

export interface InstalmentRow {
  label: string;
  dueOn: string;
}

export type InstalmentProblem = 'label' | 'date' | 'order';

/** Whether `value` is a day of the calendar written YYYY-MM-DD (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The first problem of each instalment that has one, by its index. */
export function instalmentProblems(rows: readonly InstalmentRow[]): Record<number, InstalmentProblem> {
  const problems: Record<number, InstalmentProblem> = {};
  rows.forEach((row, index) => {
    const label = row.label.trim();
    const before = rows[index - 1]?.dueOn ?? '';
    if (!label || label.length > INSTALMENT_LABEL_MAX) problems[index] = 'label';
    else if (!isRealDate(row.dueOn)) problems[index] = 'date';
    // ISO dates compare as text; a row under a row without a date is not out of order.
    else if (index > 0 && isRealDate(before) && row.dueOn <= before) problems[index] = 'order';
  });
  return problems;
}

/** The lowest key no instalment in `taken` has, or null when i1 to i99 are all taken. */
export function nextInstalmentKey(taken: Iterable<string>): string | null {
  const used = new Set(taken);
  for (let n = 1; n <= MAX_KEY_NUMBER; n++) if (!used.has(`i${n}`)) return `i${n}`;
  return null;
}

/**
 * "Instalment 2", "किस्त 2": the label a new instalment starts with, in the language of the member
 * who adds it (a record the school then owns, as common/portal/seeded-names.ts says of others).
 */
export function instalmentLabel(language: Language, number: number): string {
  return language === 'hi' ? `किस्त ${number}` : `Instalment ${number}`;
}
