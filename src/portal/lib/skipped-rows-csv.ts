// The rows an import skips (or would skip) as a CSV to fix in Excel and import again
// (docs/requirements/students.md#import): the row's number and its problems in the reader's
// language first, then the file's own columns as it had them. Written as every CSV the portal
// hands out: UTF-8 with a byte-order mark (Excel otherwise reads Hindi in the machine's legacy
// code page), CRLF line ends, and a cell a spreadsheet would read as a formula kept as text.

import type { ImportProblem, ImportSkipped } from '@common/api/portal/imports';

const FORMULA_START = /^[=+\-@\t\r]/;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function cell(value: string | number): string {
  let text = String(value).replace(BIDI_CONTROLS, '');
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface SkippedWords {
  row: string;
  problems: string;
  /** One problem as the reader reads it, with its column and value. */
  problem: (problem: ImportProblem) => string;
}

/** The CSV's text, byte-order mark first. */
export function skippedRowsCsv(skipped: ImportSkipped, words: SkippedWords): string {
  const byRow = new Map<number, ImportProblem[]>();
  for (const problem of skipped.problems)
    byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  const said = (row: number) => (byRow.get(row) ?? []).map(words.problem).join(' | ');
  const lines: (string | number)[][] = [[words.row, words.problems, ...skipped.header]];
  // The header's own problems (an unknown column, the file's encoding) come first, as row 1.
  if (byRow.has(1)) lines.push([1, said(1), ...skipped.header.map(() => '')]);
  for (const { row, cells } of skipped.rows) lines.push([row, said(row), ...cells]);
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
