import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import { tooBigUnpacked } from './upload-refusal';
import { inflateEntry, type ZipEntry, zipDirectory } from './zip-directory';

// The first worksheet of an XLSX file, row by row, read with exceljs's streaming reader
// (docs/decisions/0025-spreadsheet-import.md). We open the zip ourselves (zip-directory.ts) and
// hand exceljs's reader the parts it needs, in the order it needs them, through the methods its
// own zip loop calls:
// - Every part is checked against the caps below from the zip's directory before it is inflated,
//   and inflated to its stated size at most: a 1 MB zip of a sheet of spaces (a gigabyte of XML)
//   is refused in a millisecond instead of parsed for half a minute.
// - The XML is decoded here, as a stream of text, so a Hindi character split between two chunks
//   stays whole (exceljs 4.4.0 decodes each chunk on its own: exceljs issue 2084).
// - The shared strings are read before the sheet whatever the zip's order, so exceljs never parks
//   a worksheet in a temporary file to wait for them (pupils' names would sit on disk).
// Memory: the file, one inflated part (at most its cap), the shared strings and one row.

interface ReaderInternals {
  sharedStrings?: unknown[];
  workbookRels?: unknown;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: unknown }>;
}

type ReaderClass = new (input: Readable, options: object) => ReaderInternals;
const Reader = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderClass;

const OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
};
const CHUNK_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/**
 * What a workbook may hold. 10,000 rows of the students template written by Excel or exceljs
 * unpack to about 7 MB of sheet and 3 MB of shared strings; the caps leave three to five times
 * that, and everything else a workbook holds (other sheets, pictures) may add up to the total.
 */
export const XLSX_LIMITS = {
  entries: 1000,
  totalBytes: 100 * MB,
  sheetBytes: 32 * MB,
  sharedStringsBytes: 16 * MB,
  stylesBytes: 8 * MB,
  otherPartBytes: 1 * MB,
} as const;

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The part's XML as text in chunks, decoded as UTF-8 without splitting a character. */
function* text(data: Buffer): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (let start = 0; start < data.length; start += CHUNK_BYTES) {
    yield decoder.write(data.subarray(start, start + CHUNK_BYTES));
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The part unpacked, refused when it states more than `cap` bytes; undefined when absent. */
function part(file: Buffer, entry: ZipEntry | undefined, cap: number): Buffer | undefined {
  if (!entry) return undefined;
  if (entry.size > cap) throw tooBigUnpacked();
  return inflateEntry(file, entry);
}

async function* asyncText(data: Buffer): AsyncGenerator<string> {
  yield* text(data);
}

/** The rows of the workbook's first worksheet (as exceljs reads them: values from index 1). */
export async function* firstSheetRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
  const entries = zipDirectory(file, {
    maxEntries: XLSX_LIMITS.entries,
    maxTotalBytes: XLSX_LIMITS.totalBytes,
  });
  const sheet = [...entries.values()].find((entry) => SHEET.test(entry.name));
  if (!sheet) return;
  const reader = new Reader(Readable.from([]), OPTIONS);
  reader.sharedStrings = [];
  reader.workbookRels = [];
  const stream = (data: Buffer | undefined) => (data ? Readable.from(text(data)) : undefined);
  const rels = stream(part(file, entries.get('xl/_rels/workbook.xml.rels'), XLSX_LIMITS.otherPartBytes));
  if (rels) await reader._parseRels(rels);
  const workbook = stream(part(file, entries.get('xl/workbook.xml'), XLSX_LIMITS.otherPartBytes));
  if (workbook) await reader._parseWorkbook(workbook);
  const strings = stream(part(file, entries.get('xl/sharedStrings.xml'), XLSX_LIMITS.sharedStringsBytes));
  if (strings) {
    for await (const _string of reader._parseSharedStrings(strings)) {
      // Cached on the reader, not emitted: nothing to do with them here.
    }
  }
  const styles = stream(part(file, entries.get('xl/styles.xml'), XLSX_LIMITS.stylesBytes));
  if (styles) await reader._parseStyles(styles);
  const data = part(file, sheet, XLSX_LIMITS.sheetBytes) ?? Buffer.alloc(0);
  const sheetNo = SHEET.exec(sheet.name)?.[1] ?? '1';
  for (const { value } of reader._parseWorksheet(asyncText(data), sheetNo)) {
    for await (const row of value as AsyncIterable<ExcelJS.Row>) yield row;
    return;
  }
}
