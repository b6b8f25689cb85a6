import type { ImportProblemCode } from '@common/api/portal/import-problems';
import { isCleanName, MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from '@common/api/text';
import { EMAIL_MAX_LENGTH, isPlainEmail } from '@common/email';
import { phoneKey } from '@common/portal/phone';
import { normalizePhone } from '@common/validation';
import { isRealDate } from '../portal-rules';

// The rules for one cell of an import file (docs/requirements/students.md#import, "Problems"). Each
// returns the value as stored, or a problem's code and its parameters; the row checkers add the
// row, the column, the value and the row's name, and the portal words it.

export interface CellProblem {
  code: ImportProblemCode;
  params?: Record<string, string | number>;
}

export type Checked<T> = { value: T } | { problem: CellProblem };

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN);
const MULTI_LINE = new RegExp(MULTI_LINE_PATTERN);

/**
 * Text: trimmed, at most `maxLength`, no control characters (line breaks only where `multiline`).
 * Every single-line cell an import reads is a name (of a student, guardian, employee, department,
 * designation, centre) or an admission number, so it follows the names' rule as the forms do
 * (common/api/text.ts): no invisible or text-direction characters.
 */
export function text(value: string, maxLength: number, multiline = false): Checked<string> {
  const clean = value.trim();
  if (!(multiline ? MULTI_LINE : SINGLE_LINE).test(clean)) {
    return { problem: { code: 'control_characters' } };
  }
  if (!multiline && !isCleanName(clean)) {
    return { problem: { code: 'name_characters' } };
  }
  if (clean.length > maxLength) {
    return { problem: { code: 'too_long', params: { max: maxLength } } };
  }
  return { value: clean };
}

export const REQUIRED: CellProblem = { code: 'required' };

/** Days from 1899-12-30, Excel's (1900 system) day zero, counting its phantom 29 February 1900. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date as YYYY-MM-DD, from YYYY-MM-DD, DD/MM/YYYY (also with - or .) or an Excel day number (a
 * date cell whose format was lost in a CSV); not after `today` (YYYY-MM-DD).
 */
export function date(value: string, today: string): Checked<string> {
  const clean = value.trim();
  let result: string | undefined;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(clean);
  if (/^\d{4}-\d{2}-\d{2}$/.test(clean)) {
    result = clean;
  } else if (dayFirst) {
    result = iso(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  } else if (/^\d{1,6}$/.test(clean) && Number(clean) > 60) {
    const day = new Date(EXCEL_EPOCH_MS + Number(clean) * DAY_MS);
    result = iso(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  if (!result || !isRealDate(result) || result < '1900-01-01') {
    return { problem: { code: 'invalid_date' } };
  }
  if (result > today) return { problem: { code: 'future_date' } };
  return { value: result };
}

/** One of `values`, ignoring case and spaces around; `aliases` maps other spellings to a value. */
export function oneOf<T extends string>(
  value: string,
  values: readonly T[],
  code: ImportProblemCode,
  aliases: Readonly<Record<string, T>> = {},
): Checked<T> {
  const clean = value.trim().toLowerCase();
  const found = values.find((candidate) => candidate === clean) ?? aliases[clean];
  if (found) return { value: found };
  return { problem: { code, params: { values: values.join(', ') } } };
}

/** A phone: as written without spaces, and its key (the last ten digits). */
export function phone(value: string): Checked<{ phone: string; key: string }> {
  const written = text(value, 20);
  if ('problem' in written) return written;
  const key = phoneKey(written.value);
  if (!key) return { problem: { code: 'invalid_phone' } };
  return { value: { phone: normalizePhone(written.value), key } };
}

/** An e-mail address, lower-cased. */
export function email(value: string): Checked<string> {
  const written = text(value, EMAIL_MAX_LENGTH);
  if ('problem' in written) return written;
  if (!isPlainEmail(written.value)) {
    return { problem: { code: 'invalid_email' } };
  }
  return { value: written.value.toLowerCase() };
}

/** A whole number from `min` to `max`. */
export function whole(value: string, min: number, max: number): Checked<number> {
  const clean = value.trim();
  const number = /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
  if (!(number >= min && number <= max)) {
    return { problem: { code: 'invalid_number', params: { min, max } } };
  }
  return { value: number };
}
