// A zip archive's table of contents, read from its central directory (APPNOTE.TXT 4.3): each entry's
// name, method, CRC, sizes as declared, and where its bytes lie. Nothing is inflated here and nothing
// declared is trusted beyond finding the bytes: a size only says where to look and what to expect.
// Zip64, split archives and encryption are refused (nothing the platform imports needs them).

export interface ZipEntry {
  name: string;
  directory: boolean;
  // 0 stored, 8 deflate; any other is refused by the reader.
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  declaredSize: number;
  // The entry's stored bytes: data.subarray(start, start + compressedSize).
  start: number;
}

// The bytes are not a zip archive the reader can read; the message says why.
export class ZipFormatError extends Error {}

// More entries than the reader takes (counted from the end record, before any is read).
export class TooManyEntries extends Error {
  constructor(readonly count: number) {
    super(`${count} entries`);
  }
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_BYTES = 22;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;

// The end record: the last signature whose comment reaches no further than the data does.
function endRecord(data: Buffer): number {
  for (let at = data.length - END_BYTES; at >= Math.max(0, data.length - END_BYTES - 0xffff); at--) {
    if (data.readUInt32LE(at) === END_SIGNATURE && at + END_BYTES + data.readUInt16LE(at + 20) <= data.length) return at;
  }
  throw new ZipFormatError('no end of central directory record');
}

// The central directory's entries, at most `maxEntries` (more is refused before one is read).
export function readDirectory(data: Buffer, maxEntries: number): ZipEntry[] {
  if (data.length < END_BYTES) throw new ZipFormatError('too short to be a zip archive');
  const end = endRecord(data);
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (data.readUInt16LE(end + 4) !== 0 || data.readUInt16LE(end + 6) !== 0 || data.readUInt16LE(end + 8) !== count) throw new ZipFormatError('a split (multi-part) archive');
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipFormatError('a zip64 archive');
  if (count > maxEntries) throw new TooManyEntries(count);
  if (offset + size > end) throw new ZipFormatError('its central directory lies outside the archive');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_BYTES > offset + size || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipFormatError(`entry ${i + 1} of the central directory is damaged`);
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + CENTRAL_BYTES + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > offset + size) throw new ZipFormatError(`entry ${i + 1} of the central directory is damaged`);
    // Names are UTF-8 when flagged so, else the old DOS code page, read as Latin-1 as most readers do.
    const name = data.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1', at + CENTRAL_BYTES, at + CENTRAL_BYTES + nameLength);
    const compressedSize = data.readUInt32LE(at + 20);
    const local = data.readUInt32LE(at + 42);
    if (local + LOCAL_BYTES > offset || data.readUInt32LE(local) !== LOCAL_SIGNATURE) throw new ZipFormatError(`${name}: its local header is missing`);
    const start = local + LOCAL_BYTES + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > offset) throw new ZipFormatError(`${name}: its bytes lie outside the archive`);
    entries.push({
      name,
      directory: name.endsWith('/'),
      method: data.readUInt16LE(at + 10),
      encrypted: (flags & FLAG_ENCRYPTED) !== 0,
      crc: data.readUInt32LE(at + 16),
      compressedSize,
      declaredSize: data.readUInt32LE(at + 24),
      start,
    });
    at = next;
  }
  return entries;
}
