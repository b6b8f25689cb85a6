import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import { badField } from '../portal-rules';

// The first worksheet of an XLSX file, row by row, with exceljs's streaming reader, read in two
// passes over the zip to work around two things it does (exceljs 4.4.0):
// - It decodes each decompressed chunk of XML as UTF-8 on its own, so a Hindi character split
//   between two chunks comes out as two replacement characters (exceljs issue 2084). Both passes
//   decode the XML as a stream here instead.
// - A worksheet that comes before the shared strings in the zip (as Excel writes them) is parked
//   in a temporary file until they arrive; pupils' names would sit on disk. The first pass reads
//   only the shared strings, styles (for dates) and relations; the second then reads the sheet
//   straight from the zip with them already known, so nothing is parked.
// Memory: the shared strings and one row at a time, besides the file itself. A 5 MB zip can
// unpack to gigabytes of XML (a zip bomb): the shared strings and the sheet are each read only up
// to a bound far above what 10,000 rows of the template can fill.

interface ReaderInternals {
  sharedStrings?: unknown[];
  workbookRels?: unknown;
  /** The workbook's sheets (names, relation ids). */
  model?: unknown;
  /** The workbook's properties (whether its dates count from 1904). */
  properties?: unknown;
  styles: unknown;
  parse(): AsyncGenerator<{ eventType: string; value: unknown }>;
  [Symbol.asyncIterator](): AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader>;
}

interface ReaderMethods {
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
}

type ReaderClass = new (input: Readable, options: object) => ReaderInternals & ReaderMethods;
const Reader = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderClass;

const OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
};
const CHUNK_BYTES = 64 * 1024;
/** Unpacked bytes of shared strings, and characters of worksheet XML, read at most. */
const MAX_SHARED_STRINGS_BYTES = 32 * 1024 * 1024;
const MAX_SHEET_CHARS = 256 * 1024 * 1024;

function tooBigUnpacked(): Error {
  return badField('The workbook is too large once unpacked: keep one sheet with the import’s columns only.');
}

function source(file: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < file.length; start += CHUNK_BYTES)
        yield file.subarray(start, start + CHUNK_BYTES);
    })(),
  );
}

async function* utf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let read = 0;
  for await (const chunk of chunks) {
    read += chunk.length;
    if (read > MAX_SHEET_CHARS) throw tooBigUnpacked();
    yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The first pass: shared strings, styles and relations; worksheets are skipped unread. */
class Lookups extends Reader {
  constructor(input: Readable) {
    super(input, OPTIONS);
    // Never park a worksheet: this pass does not read them.
    this.sharedStrings = [];
    this.workbookRels = [];
  }
  override _parseSharedStrings(entry: NodeJS.ReadableStream) {
    let read = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        if (read > MAX_SHARED_STRINGS_BYTES) done(tooBigUnpacked());
        else done(null, chunk);
      },
    });
    counted.setEncoding('utf8');
    return super._parseSharedStrings(entry.pipe(counted));
  }
  // A worksheet is skipped in this pass (the zip reader drains it).
  override *_parseWorksheet() {}
}

/** The second pass: the worksheets, with the first pass's lookups. */
class Sheets extends Reader {
  constructor(input: Readable, lookups: Lookups) {
    super(input, OPTIONS);
    this.sharedStrings = lookups.sharedStrings ?? [];
    this.workbookRels = lookups.workbookRels ?? [];
    this.model = lookups.model;
    this.properties = lookups.properties;
    this.styles = lookups.styles;
  }
  // The first pass read them.
  override async *_parseSharedStrings() {}
  override async _parseStyles() {}
  override _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
    return super._parseWorksheet(utf8(iterator), sheetNo);
  }
}

/** The rows of the workbook's first worksheet (as exceljs reads them: values from index 1). */
export async function* firstSheetRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
  const lookups = new Lookups(source(file));
  for await (const _event of lookups.parse()) {
    // Shared strings are cached, not emitted: nothing to do with the events.
  }
  const sheets = new Sheets(source(file), lookups);
  for await (const worksheet of sheets) {
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) yield row;
    return;
  }
}
