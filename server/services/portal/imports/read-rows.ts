import { apiErrorSentence } from '@common/api/error-codes';
import { IMPORT_MAX_ROWS, XLSX_MEDIA_TYPE } from '@common/api/portal/import-limits';
import Papa from 'papaparse';
import { tooBigUnpacked, UploadRefusal, unreadable } from './upload-refusal';
import { firstSheetRows } from './xlsx-reader';

// Reads an uploaded CSV or XLSX file as rows (docs/requirements/students.md#import). It runs in a
// worker thread (parse-worker.ts), which bounds its time and memory; the caps here refuse early
// what no import needs, so a hostile file fails in milliseconds rather than at the time limit.
// Row numbers are Excel's (the first row is 1; a blank row keeps its number but is not handed on).
// Every cell comes as text: an Excel date as YYYY-MM-DD, a number as written by JavaScript.

export interface SheetRow {
  /** As Excel numbers the row. */
  number: number;
  cells: string[];
}

/** Columns beyond this are not read: no template has half as many. */
const MAX_COLUMNS = 64;
/**
 * Rows the reader goes through, blank ones included: ten times the rows an import may have. A
 * 5 MB CSV of line breaks is five million blank rows.
 */
export const MAX_SHEET_ROWS = 10 * IMPORT_MAX_ROWS;
/**
 * A cell is cut after this many characters: four times the longest value any column takes (an
 * address, 500), so a cut cell is still reported as too long, and an unknown column is ignored.
 */
export const MAX_CELL_CHARS = 2000;
/** The characters of all the cells read: three times what 10,000 rows of long values hold. */
export const MAX_TEXT_CHARS = 16 * 1024 * 1024;
/** Enough of a CSV to tell its delimiter from. */
const SNIFF_CHARS = 64 * 1024;

export function tooManyRows(): Error {
  return new UploadRefusal(400, 'too_many_rows', apiErrorSentence('too_many_rows'));
}

/** The file's rows, the header first; refused past IMPORT_MAX_ROWS data rows or the caps above. */
export async function* readRows(file: Buffer, mediaType: string): AsyncGenerator<SheetRow> {
  const rows = mediaType === XLSX_MEDIA_TYPE ? xlsxRows(file) : csvRows(file);
  let dataRows = -1;
  let seen = 0;
  let characters = 0;
  for await (const row of rows) {
    seen += 1;
    if (seen > MAX_SHEET_ROWS) throw tooManyRows();
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    dataRows += 1;
    if (dataRows > IMPORT_MAX_ROWS) throw tooManyRows();
    const cells = row.cells.slice(0, MAX_COLUMNS).map((cell) => cell.slice(0, MAX_CELL_CHARS));
    for (const cell of cells) characters += cell.length;
    if (characters > MAX_TEXT_CHARS) throw tooBigUnpacked();
    yield { number: row.number, cells };
  }
}

/**
 * papaparse on the whole text (at most 5 MB), one row at a time. Its Node stream mode is not
 * used: it slows down with the number of rows (50,000 blank lines took 80 s). Nor is its
 * delimiter guess on the whole text, which parses the text once per candidate delimiter: the
 * guess is made on the first 64 KB.
 */
function* csvRows(file: Buffer): Generator<SheetRow> {
  const text = decodeCsv(file);
  const lines = countLines(text);
  if (lines > MAX_SHEET_ROWS) throw tooManyRows();
  const delimiter = Papa.parse(text.slice(0, SNIFF_CHARS), { preview: 10 }).meta.delimiter || ',';
  const rows: SheetRow[] = [];
  let number = 0;
  let failure: Error | undefined;
  Papa.parse<unknown>(text, {
    delimiter,
    skipEmptyLines: false,
    step(result, parser) {
      number += 1;
      if (!Array.isArray(result.data)) {
        failure = unreadable('CSV');
        parser.abort();
        return;
      }
      rows.push({ number, cells: result.data.slice(0, MAX_COLUMNS).map((cell) => String(cell ?? '')) });
    },
  });
  if (failure) throw failure;
  yield* rows;
}

/**
 * A CSV's text, in the encoding Excel saved it in: UTF-8 (with or without its byte-order mark),
 * UTF-16 little- or big-endian by its byte-order mark ("Unicode Text", tab-separated), and
 * otherwise, when the bytes are not UTF-8, Windows-1252 ("CSV (Comma delimited)" on an English
 * Windows). Hindi has no such code page: Excel writes its letters as "?", which the header's
 * check names (columns.ts), since those bytes are valid UTF-8.
 */
export function decodeCsv(file: Buffer): string {
  const [first, second] = file;
  let text: string;
  if (first === 0xff && second === 0xfe) text = new TextDecoder('utf-16le').decode(file.subarray(2));
  else if (first === 0xfe && second === 0xff) text = new TextDecoder('utf-16be').decode(file.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    } catch {
      text = new TextDecoder('windows-1252').decode(file);
    }
  }
  return text.replace(/^\uFEFF/, '');
}

/** Line breaks in the text: a cap checked before parsing. */
function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

async function* xlsxRows(file: Buffer): AsyncGenerator<SheetRow> {
  try {
    for await (const row of firstSheetRows(file)) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let column = 1; column < Math.min(values.length, MAX_COLUMNS + 1); column += 1) {
        cells.push(cellText(values[column]));
      }
      yield { number: row.number, cells };
    }
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    throw unreadable('XLSX');
  }
}

/** A cell's value as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
  }
  return '';
}
