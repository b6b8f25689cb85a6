// CSV files the portal hands out (a students list, one student's data): UTF-8 with a byte order
// mark, because Excel reads a CSV without one in the machine's legacy code page and shows Hindi
// as mojibake; CRLF line ends, as RFC 4180 and Excel expect. A cell a spreadsheet would read as a
// formula (starting with = + - @, or a tab or carriage return that some strip first) is prefixed
// with a single quote, so a name typed as `=HYPERLINK(...)` stays text when the file is opened.
// Text-direction controls are dropped from every cell: names are refused with them now
// (common/api/text.ts), but one stored before would still show "abc\u202Egnp.exe" as
// "abcexe.png" in a spreadsheet.

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
// The bidi embeddings, overrides and isolates, the marks (LRM, RLM, ALM).
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value).replace(BIDI_CONTROLS, '');
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's bytes: the BOM, then each row's cells joined by commas. */
export function csvFile(rows: readonly (readonly CsvCell[])[]): Buffer {
  const text = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`${BOM}${text}\r\n`, 'utf8');
}

/** `attachment; filename=...`, with the name reduced to characters every browser keeps. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `attachment; filename="${safe}"`;
}
