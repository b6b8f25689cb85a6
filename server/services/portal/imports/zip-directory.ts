import { inflateRawSync } from 'node:zlib';
import { tooBigUnpacked, unreadable } from './upload-refusal';

// An XLSX file is a zip. Its central directory, at the end of the file, lists every part with its
// packed and unpacked size, so a part that would unpack to gigabytes (a zip bomb, a sheet of
// spaces) or a zip of thousands of parts is refused from the directory alone, before anything is
// inflated. A directory can lie: a part is then inflated with its stated size as the most it may
// produce, and refused unless it produces exactly that, so no part ever unpacks to more than the
// directory said and the caps allowed. Zip64, encrypted parts and methods other than stored and
// deflate are refused: no spreadsheet a school saves needs them.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packedSize: number;
  /** As the directory states it; inflateEntry holds the part to it. */
  size: number;
  localOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  /** The sum of every part's stated unpacked size. */
  maxTotalBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;

function notAWorkbook(): Error {
  return unreadable('XLSX');
}

function endOfDirectory(file: Buffer): number {
  const earliest = Math.max(0, file.length - END_SIZE - MAX_COMMENT);
  for (let at = file.length - END_SIZE; at >= earliest; at -= 1) {
    if (
      file.readUInt32LE(at) === END_OF_DIRECTORY &&
      at + END_SIZE + file.readUInt16LE(at + 20) === file.length
    )
      return at;
  }
  throw notAWorkbook();
}

/** The parts of the zip by name; refuses a zip whose directory states too many parts or bytes. */
export function zipDirectory(file: Buffer, limits: ZipLimits): Map<string, ZipEntry> {
  if (file.length < END_SIZE) throw notAWorkbook();
  const end = endOfDirectory(file);
  if (end >= 20 && file.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw notAWorkbook();
  const count = file.readUInt16LE(end + 10);
  const directoryOffset = file.readUInt32LE(end + 16);
  if (count > limits.maxEntries) throw tooBigUnpacked();
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notAWorkbook();
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const packedSize = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const localOffset = file.readUInt32LE(at + 42);
    if (next > end || (flags & 1) === 1 || (method !== 0 && method !== 8)) throw notAWorkbook();
    if (packedSize === ZIP64_MARK || size === ZIP64_MARK || localOffset === ZIP64_MARK) throw notAWorkbook();
    total += size;
    if (total > limits.maxTotalBytes) throw tooBigUnpacked();
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    // Two parts of one name: readers disagree on which counts, so neither does.
    if (entries.has(name)) throw notAWorkbook();
    entries.set(name, { name, method, packedSize, size, localOffset });
    at = next;
  }
  return entries;
}

/** The part's unpacked bytes: exactly its stated size, or the file is refused. */
export function inflateEntry(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_ENTRY) throw notAWorkbook();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const packed = file.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) throw notAWorkbook();
  let data: Buffer;
  if (entry.method === 0) data = packed;
  else {
    try {
      // One byte more than stated is enough to know the directory lied.
      data = inflateRawSync(packed, { maxOutputLength: entry.size + 1 });
    } catch {
      throw notAWorkbook();
    }
  }
  if (data.length !== entry.size) throw notAWorkbook();
  return data;
}
