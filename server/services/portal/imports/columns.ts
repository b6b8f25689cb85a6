import {
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  type ImportKind,
  type ImportProblem,
} from '@common/api/portal/imports';

// The header row of an import file (docs/requirements/students.md#import): each header is matched
// to a column of the kind in English or Hindi, ignoring case and spaces, so a school may retype
// "admission Number" or keep the Hindi template's headers.

export type ColumnKey = (typeof IMPORT_COLUMNS)[ImportKind][number]['key'];

const CONTROL = /\p{Cc}/gu;

/** A file's text as a problem may quote it: without control characters (jsonb refuses NUL), cut short. */
export function shown(value: string, maxLength = 100): string {
  const clean = value.replace(CONTROL, '');
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Where each column of the kind is in the file, with its header as written there. */
export interface ColumnLayout {
  /** Column key → its index in the row and its header as the file writes it. */
  readonly at: ReadonlyMap<string, { index: number; header: string }>;
  /** Problems of row 1: unknown, repeated or missing required columns. */
  readonly problems: ImportProblem[];
  /** A required column is missing: no row can be read. */
  readonly unusable: boolean;
}

export function readHeader(kind: ImportKind, cells: readonly string[]): ColumnLayout {
  const known = new Map<string, string>();
  for (const { key } of IMPORT_COLUMNS[kind]) {
    for (const language of ['en', 'hi'] as const) {
      const header = IMPORT_HEADERS[language][key];
      if (header) known.set(headerKey(header), key);
    }
  }
  const at = new Map<string, { index: number; header: string }>();
  const problems: ImportProblem[] = [];
  cells.forEach((cell, index) => {
    const header = cell.replace(/^\uFEFF/, '').trim();
    if (!header) return;
    const key = known.get(headerKey(header));
    if (!key) {
      problems.push({
        row: 1,
        column: header,
        code: 'unknown_column',
        message: `Unknown column "${header}".`,
      });
    } else if (at.has(key)) {
      problems.push({
        row: 1,
        column: header,
        code: 'duplicate_column',
        message: `The column "${header}" appears twice.`,
      });
    } else {
      at.set(key, { index, header });
    }
  });
  let unusable = false;
  for (const { key, required } of IMPORT_COLUMNS[kind]) {
    if (!required || at.has(key)) continue;
    unusable = true;
    const header = IMPORT_HEADERS.en[key] ?? key;
    problems.push({
      row: 1,
      column: header,
      code: 'missing_column',
      message: `The column "${header}" is missing.`,
    });
  }
  return { at, problems, unusable };
}
