import { constants, crc32, deflateRawSync } from 'node:zlib';

// Hostile spreadsheets for the upload tests, built in memory rather than committed as binaries: a
// small zip writer, and deflate streams that unpack to gigabytes from a megabyte or two. A raw
// deflate stream may be cut into pieces compressed on their own (each ending with a full flush, so
// none refers back past its start): one megabyte of spaces packs to about a kilobyte, and repeating
// that piece a thousand times is a valid stream of a gigabyte of spaces.

export interface ZipPart {
  name: string;
  packed: Buffer;
  /** The unpacked size the zip states (a liar states less than the truth). */
  size: number;
  crc: number;
}

const MB = 1024 * 1024;

export function packed(name: string, text: string): ZipPart {
  const data = Buffer.from(text, 'utf8');
  return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** `before`, then `megabytes` MB of `fill`, then `after`, packed as one part. */
export function repeated(
  name: string,
  before: string,
  fill: string,
  megabytes: number,
  after: string,
): ZipPart {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const block = Buffer.alloc(MB, fill);
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  const piece = deflateRawSync(block, flush);
  return {
    name,
    packed: Buffer.concat([
      deflateRawSync(head, flush),
      ...Array.from({ length: megabytes }, () => piece),
      deflateRawSync(tail),
    ]),
    size: head.length + megabytes * MB + tail.length,
    // Left 0: a reader can check it only after inflating everything, which is what must not happen.
    crc: 0,
  };
}

/** A zip of the parts, deflated, in order. */
export function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(part.size >>> 0, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    directory.push(entry, name);
    offset += 30 + name.length + part.packed.length;
  }
  const size = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook, apart from its sheet. */
function frame(): ZipPart[] {
  return [
    packed(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    packed(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    packed(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    packed(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_END = '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row></sheetData></worksheet>';

/** A workbook whose one sheet is `megabytes` MB of spaces around a header row (1,000 MB: about 1 MB packed). */
export function sheetOfSpaces(megabytes: number, statedSize?: number): Buffer {
  const sheet = repeated('xl/worksheets/sheet1.xml', SHEET_START, ' ', megabytes, SHEET_END);
  return zip([...frame(), { ...sheet, size: statedSize ?? sheet.size }]);
}

/** A workbook whose shared strings unpack to `megabytes` MB of one letter. */
export function sharedStringsBomb(megabytes: number): Buffer {
  const strings = repeated(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}"><si><t>`,
    'a',
    megabytes,
    '</t></si></sst>',
  );
  return zip([...frame(), strings, packed('xl/worksheets/sheet1.xml', `${SHEET_START}${SHEET_END}`)]);
}

/** A workbook of `count` parts besides its own. */
export function manyParts(count: number): Buffer {
  const filler = Array.from({ length: count }, (_, index) => packed(`xl/media/part${index}.xml`, '<a/>'));
  return zip([...frame(), packed('xl/worksheets/sheet1.xml', `${SHEET_START}${SHEET_END}`), ...filler]);
}
