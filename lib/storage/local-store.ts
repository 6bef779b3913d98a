import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import path from 'node:path';
import { env } from '@/lib/env';
import { AppError, conflict, notFound } from '@/lib/errors';

// Local files: DATA_DIR/files/<siteUid>/<key> holds the bytes, DATA_DIR/file-meta/<siteUid>/<key>.json
// the type given at upload (a tree of its own, so no key can collide with another key's metadata).
// Uploads are written to DATA_DIR/upload-tmp first and renamed into place only once complete.
const roots = () => ({ files: path.join(env.DATA_DIR, 'files'), meta: path.join(env.DATA_DIR, 'file-meta'), tmp: path.join(env.DATA_DIR, 'upload-tmp') });

export interface StoredMeta {
  contentType: string;
  size: number;
}

// The absolute path of `key` (`<siteUid>/…`, already validated) under `root`, and proof that it stays
// inside that site's folder: defence in depth behind the key rules.
export function pathInside(root: string, siteUid: string, key: string, suffix = ''): string {
  const siteDir = path.resolve(root, siteUid);
  const full = path.resolve(root, ...key.split('/')) + suffix;
  if (!full.startsWith(siteDir + path.sep)) throw notFound('File');
  return full;
}

const tooLarge = (cap: number) => new AppError('payload_too_large', `The upload is larger than its limit of ${cap} bytes`);

// Streams `body` to a temporary file, stopping at `cap` bytes (413, nothing kept), then moves it
// (and its metadata) into place. A concurrent upload to the same key: the last rename wins.
export async function writeFile(siteUid: string, key: string, contentType: string, body: ReadableStream<Uint8Array> | null, cap: number): Promise<StoredMeta> {
  const { files, meta, tmp } = roots();
  const dest = pathInside(files, siteUid, key);
  const metaDest = pathInside(meta, siteUid, key, '.json');
  await fs.promises.mkdir(tmp, { recursive: true });
  const tmpFile = path.join(tmp, randomUUID());
  let size = 0;
  try {
    const source = body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(
      source,
      async function* capped(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          if (size > cap) throw tooLarge(cap);
          yield chunk;
        }
      },
      fs.createWriteStream(tmpFile, { flags: 'wx' }),
    );
    const record: StoredMeta = { contentType, size };
    await placeFile(metaDest, Buffer.from(JSON.stringify(record)), tmp);
    await moveInto(tmpFile, dest);
    return record;
  } catch (err) {
    await fs.promises.rm(tmpFile, { force: true });
    throw err;
  }
}

async function placeFile(dest: string, bytes: Buffer, tmp: string): Promise<void> {
  const tmpFile = path.join(tmp, randomUUID());
  await fs.promises.writeFile(tmpFile, bytes, { flag: 'wx' });
  await moveInto(tmpFile, dest).catch(async (err) => {
    await fs.promises.rm(tmpFile, { force: true });
    throw err;
  });
}

// A key whose folder is a file (`a.png/b`) or whose name is a folder (`img` when `img/x` exists)
// cannot be stored: the caller's clash, not a server failure.
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.rename(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTEMPTY') {
      throw conflict('This key clashes with another file: a folder in it is a file, or the name is a folder');
    }
    throw err;
  }
}

// Open by handle, so the bytes sent are those of the file measured even if an upload replaces it.
export interface OpenedFile {
  // The bytes (closes the file when done); or close() when they are not sent (a 304).
  stream: () => Readable;
  close: () => Promise<void>;
  size: number;
  mtimeMs: number;
  contentType: string | null;
}

// The stored file and its recorded type, or null when there is none (or the key names a folder).
export async function openFile(siteUid: string, key: string): Promise<OpenedFile | null> {
  const { files, meta } = roots();
  const full = pathInside(files, siteUid, key);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(full, 'r');
  } catch {
    return null;
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  return { stream: () => handle.createReadStream(), close: () => handle.close(), size: stat.size, mtimeMs: stat.mtimeMs, contentType: await recordedType(pathInside(meta, siteUid, key, '.json')) };
}

async function recordedType(file: string): Promise<string | null> {
  try {
    const parsed = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Partial<StoredMeta>;
    return typeof parsed.contentType === 'string' ? parsed.contentType : null;
  } catch {
    return null;
  }
}
