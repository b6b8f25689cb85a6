import type { ApiErrorArgs, ApiErrorCode, RequiredField } from '@common/api/error-codes';
import { type ApiError, refuse } from '@server/http-error';
import { isUniqueViolation } from '../accounts';

// Small rules the portal's services share (docs/requirements/portal.md#api): a bad field (400,
// its sentence names the field), an id not found in this tenant (404: another tenant's id is simply
// not found) and a conflict with what is stored (409, by its code in common/api/error-codes.ts).

export function badField(message: string): ApiError {
  return refuse(400, 'validation', message);
}

export function notFound(what: string): ApiError {
  return refuse(404, 'not_found', `No such ${what}.`);
}

export function conflict<C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>): ApiError {
  return refuse(409, code, ...args);
}

/** A name as stored: trimmed, and required (the schema admits an empty or blank string). */
export function cleanName(value: string, label: RequiredField): string {
  const name = value.trim();
  if (!name) throw refuse(400, 'required', { field: label });
  return name;
}

/** `2026-02-30` matches the schema's pattern but is no date: refused before PostgreSQL sees it. */
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

/**
 * Runs `work`, turning a unique violation on `constraint` into `duplicate`. The services look for
 * a duplicate first, for the friendly sentence; this covers two requests racing past that check.
 */
export async function uniquely<T>(
  constraint: string,
  duplicate: () => ApiError,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw duplicate();
    throw error;
  }
}

/** An ILIKE pattern for text containing `text`: `%` and `_` typed into a search are searched for, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
