import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, XLSX_MEDIA_TYPE } from '../../../../common/api/portal/imports';
import { badField } from '../portal-rules';
import { firstSheetRows } from './xlsx-reader';

// Reads an uploaded CSV or XLSX file as a stream of rows (docs/requirements/students.md#import):
// the rows are handed on one at a time and never gathered, so checking a file holds the file
// itself and a batch of rows, not every row. Row numbers are Excel's (the first row is 1; a
// blank row keeps its number but is not handed on). Every cell comes as text: an Excel date as
// YYYY-MM-DD, a number as written by JavaScript.

export interface SheetRow {
  /** As Excel numbers the row. */
  number: number;
  cells: string[];
}

/** Columns beyond this are not read: no template has half as many. */
const MAX_COLUMNS = 64;
const CHUNK_BYTES = 64 * 1024;

export function tooManyRows(): Error {
  return badField(`A file may have at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows.`);
}

function unreadable(what: string): Error {
  return badField(`The file could not be read as ${what}.`);
}

/** The file's rows, the header first; fails with a 400 past IMPORT_MAX_ROWS data rows. */
export async function* readRows(file: Buffer, mediaType: string): AsyncGenerator<SheetRow> {
  const rows = mediaType === XLSX_MEDIA_TYPE ? xlsxRows(file) : csvRows(file);
  let dataRows = -1;
  for await (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    dataRows += 1;
    if (dataRows > IMPORT_MAX_ROWS) throw tooManyRows();
    yield row;
  }
}

/** The file as text in chunks, decoded as UTF-8 without splitting a character between chunks. */
function* textChunks(file: Buffer): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (let start = 0; start < file.length; start += CHUNK_BYTES) {
    yield decoder.write(file.subarray(start, start + CHUNK_BYTES));
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

async function* csvRows(file: Buffer): AsyncGenerator<SheetRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false });
  const source = Readable.from(textChunks(file));
  source.pipe(parser);
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<unknown>) {
      number += 1;
      if (!Array.isArray(record)) throw unreadable('CSV');
      const cells = record.slice(0, MAX_COLUMNS).map((cell) => String(cell ?? ''));
      if (number === 1 && cells[0]) cells[0] = cells[0].replace(/^\uFEFF/, '');
      yield { number, cells };
    }
  } finally {
    source.destroy();
  }
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
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw unreadable('an XLSX workbook');
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
