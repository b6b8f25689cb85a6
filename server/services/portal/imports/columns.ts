import type { ImportProblemCode } from '@common/api/portal/import-problems';
import {
  COACHING_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_HEADER_ALIASES,
  IMPORT_HEADERS,
  type ImportKind,
  type ImportProblem,
} from '@common/api/portal/imports';

// The header row of an import file (docs/requirements/students.md#import): each header is matched
// to a column of the kind in English or Hindi, ignoring case and spaces, so a school may retype
// "admission Number" or keep the Hindi template's headers; a coaching centre's "Course" and
// "Batches" are the class and section columns.

export type ColumnKey = (typeof IMPORT_COLUMNS)[ImportKind][number]['key'];

const CONTROL = /\p{Cc}/gu;

/** A file's text as a problem may quote it: without control characters (jsonb refuses NUL), cut short. */
export function shown(value: string, maxLength = 100): string {
  const clean = value.replace(CONTROL, '');
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

/** Two question marks in a row, or the replacement character: letters the file's encoding lost. */
const LOST_LETTERS = /\?\?|\uFFFD/;

/** A row's cells as an import keeps them (its skipped rows): without NUL, which jsonb refuses. */
export function keptCells(cells: readonly string[]): string[] {
  return cells.map((cell) => cell.replaceAll('\u0000', ''));
}

export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** A problem of the file: the portal words it from its code and parameters. */
export function problemAt(
  row: number,
  column: string,
  key: string,
  code: ImportProblemCode,
  details: { params?: Record<string, string | number>; value?: string; name?: string } = {},
): ImportProblem {
  return {
    row,
    column,
    key,
    code,
    params: details.params ?? {},
    value: details.value ?? '',
    name: details.name ?? '',
  };
}

/** Where a column is in the file: its index, its header as the file writes it, and the name it was read by. */
export interface ColumnAt {
  index: number;
  header: string;
  /** A key of IMPORT_HEADERS: the column's own, or the coaching word the file used (course, batches). */
  label: string;
}

/** Where each column of the kind is in the file, with its header as written there. */
export interface ColumnLayout {
  /** Column key → where it is. */
  readonly at: ReadonlyMap<string, ColumnAt>;
  /** Problems of row 1: unknown, repeated or missing required columns. */
  readonly problems: ImportProblem[];
  /** A required column is missing: no row can be read. */
  readonly unusable: boolean;
}

export function readHeader(kind: ImportKind, cells: readonly string[]): ColumnLayout {
  /** headerKey of a header → the column key and the label it is read by. */
  const known = new Map<string, { key: string; label: string }>();
  for (const { key } of IMPORT_COLUMNS[kind]) {
    for (const language of ['en', 'hi'] as const) {
      const header = IMPORT_HEADERS[language][key];
      if (header) known.set(headerKey(header), { key, label: key });
    }
    const coaching = COACHING_COLUMNS[key as keyof typeof COACHING_COLUMNS];
    for (const alias of IMPORT_HEADER_ALIASES[key] ?? []) {
      known.set(headerKey(alias), { key, label: coaching ?? key });
    }
  }
  const at = new Map<string, ColumnAt>();
  const problems: ImportProblem[] = [];
  cells.forEach((cell, index) => {
    const header = cell.replace(/^\uFEFF/, '').trim();
    if (!header) return;
    const found = known.get(headerKey(header));
    if (!found) {
      problems.push(problemAt(1, header, '', 'unknown_column', { value: header }));
    } else if (at.has(found.key)) {
      problems.push(problemAt(1, header, found.label, 'duplicate_column', { value: header }));
    } else {
      at.set(found.key, { index, header, label: found.label });
    }
  });
  // Headers whose letters were lost ("????? ??????": Hindi saved by Excel as "CSV (Comma
  // delimited)") or could not be decoded: one problem naming the fix, not one per column.
  const lost = problems.find(
    (problem) => problem.code === 'unknown_column' && LOST_LETTERS.test(problem.column),
  );
  if (lost) {
    return {
      at,
      problems: [problemAt(1, lost.column, '', 'file_encoding', { value: lost.column })],
      unusable: true,
    };
  }
  let unusable = false;
  for (const { key, required } of IMPORT_COLUMNS[kind]) {
    if (!required || at.has(key)) continue;
    unusable = true;
    problems.push(problemAt(1, IMPORT_HEADERS.en[key] ?? key, key, 'missing_column'));
  }
  return { at, problems, unusable };
}
