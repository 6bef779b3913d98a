import zlib from 'node:zlib';
import { AppError, invalid } from '@/lib/shared/errors';
import { absurd, ARCHIVE_TIME_MS, deadline, seconds, warnOfBomb } from './guard';
import { inflateBounded, InflateCorrupt, InflateOverflow } from './inflate';
import { readDirectory, TooManyEntries, ZipFormatError, type ZipEntry } from './zip-directory';

// The one way the platform reads a zip a client sent (theme import; later WordPress, Ghost and Shopify
// imports): every refusal is a 422 saying which limit and what to do.
// - Entries are counted from the end record, and files and declared sizes checked, before anything is
//   inflated.
// - Each entry is inflated as a stream off the event loop (./inflate.ts) with its declared size as its
//   limit: the bytes it actually produces are counted, and the first piece past what it declares stops
//   it (an inflation bomb, warned of in the server log). The declared sizes are within the limits, so
//   what is inflated is too. Its CRC is checked.
// - One entry at a time (one thread of libuv's pool per archive), within `timeMs` in all.

interface ArchiveLimits {
  // Entries that are files; every entry, directories included, at most twice this.
  files: number;
  // Per file and in all, unpacked.
  fileBytes: number;
  totalBytes: number;
  // The whole read, default ARCHIVE_TIME_MS.
  timeMs?: number;
}

export interface ReadZipOptions {
  limits: ArchiveLimits;
  // The site that sent it and what it is for (the operator's warning names both).
  site: string;
  purpose: string;
  // What the caller should send, for the message when the bytes are not a zip.
  expected: string;
  // The files to inflate (others are skipped, and count only as entries); every file when unset.
  accept?: (name: string) => boolean;
}

const STORED = 0;
const DEFLATE = 8;

// The archive's files by name (a later entry of the same name wins), directories left out.
export async function readZip(data: Buffer, options: ReadZipOptions): Promise<Map<string, Buffer>> {
  const { limits, site, purpose } = options;
  const timeMs = limits.timeMs ?? ARCHIVE_TIME_MS;
  const entries = directory(data, options);
  const files = entries.filter((e) => !e.directory);
  if (files.length > limits.files) throw invalid(`archive: more than ${limits.files} files (${files.length}), the limit an archive: send fewer`);
  const wanted = files.filter((e) => options.accept?.(e.name) ?? true);
  let declared = 0;
  for (const e of wanted) {
    if (e.encrypted) throw invalid(`archive: ${e.name} is encrypted: send it unencrypted`);
    if (e.method !== STORED && e.method !== DEFLATE) throw invalid(`archive: ${e.name} is compressed with method ${e.method}; only stored and deflated entries are read: zip it again with deflate`);
    declared += e.declaredSize;
    const tooLarge = e.declaredSize > limits.fileBytes;
    if (tooLarge || declared > limits.totalBytes) {
      if (absurd(e.declaredSize, e.compressedSize))
        warnOfBomb({ site, purpose, entry: e.name, compressedBytes: e.compressedSize, declaredBytes: e.declaredSize, why: `it declares ${e.declaredSize} bytes from ${e.compressedSize}` });
      throw invalid(
        tooLarge
          ? `archive: ${e.name} is larger than ${limits.fileBytes} bytes (${e.declaredSize} unpacked), the limit a file: leave it out or split it`
          : `archive: more than ${limits.totalBytes} bytes unpacked, the limit an archive: send fewer or smaller files`,
      );
    }
  }
  const clock = deadline(timeMs, () => invalid(`archive: not read within ${seconds(timeMs)}, the limit an archive: try again, or send a smaller archive`));
  try {
    const out = new Map<string, Buffer>();
    for (const e of wanted) {
      if (clock.signal.aborted) throw clock.signal.reason;
      out.set(e.name, await entryBytes(data, e, options, clock.signal));
    }
    return out;
  } finally {
    clock.done();
  }
}

function directory(data: Buffer, { limits, expected }: ReadZipOptions): ZipEntry[] {
  try {
    return readDirectory(data, 2 * limits.files);
  } catch (err) {
    if (err instanceof TooManyEntries) throw invalid(`archive: more than ${2 * limits.files} entries (${err.count}), the limit an archive (${limits.files} files): send fewer`);
    if (err instanceof ZipFormatError) throw invalid(`archive: not a zip archive (${err.message}): send ${expected}`);
    throw err;
  }
}

async function entryBytes(data: Buffer, e: ZipEntry, { site, purpose }: ReadZipOptions, signal: AbortSignal): Promise<Buffer> {
  const stored = data.subarray(e.start, e.start + e.compressedSize);
  const damaged = (why: string) => invalid(`archive: ${e.name} is damaged (${why}): zip the files again`);
  let crc = 0;
  let bytes: Buffer;
  if (e.method === STORED) {
    if (stored.length !== e.declaredSize) throw damaged(`${stored.length} stored bytes for the ${e.declaredSize} it declares`);
    bytes = stored;
    crc = zlib.crc32(bytes);
  } else {
    try {
      bytes = await inflateBounded(stored, 'deflate-raw', { limit: e.declaredSize, signal, onPiece: (piece) => (crc = zlib.crc32(piece, crc)) });
    } catch (err) {
      if (err instanceof InflateOverflow) {
        warnOfBomb({
          site,
          purpose,
          entry: e.name,
          compressedBytes: e.compressedSize,
          declaredBytes: e.declaredSize,
          inflatedBytes: err.produced,
          why: `it declares ${e.declaredSize} bytes and had inflated to ${err.produced} when stopped`,
        });
        throw invalid(`archive: ${e.name} inflates to more than the ${e.declaredSize} bytes it declares, an inflation bomb: refused (zip the files again with an ordinary zip tool)`);
      }
      if (err instanceof InflateCorrupt) throw damaged(err.message);
      throw err instanceof AppError ? err : damaged(String(err));
    }
    if (bytes.length !== e.declaredSize) throw damaged(`${bytes.length} bytes for the ${e.declaredSize} it declares`);
  }
  if (crc >>> 0 !== e.crc) throw damaged('its CRC does not match its bytes');
  return bytes;
}
