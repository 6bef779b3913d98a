import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { env } from '@/lib/shared/env';
import { conflict, notFound } from '@/lib/shared/errors';

// Local files: DATA_DIR/files/<siteUid>/<key> holds the bytes, DATA_DIR/file-meta/<siteUid>/<key>.json
// the type given at upload (a tree of its own, so no key can collide with another key's metadata).
// Uploads are written to DATA_DIR/upload-tmp first and renamed into place only once complete.
// DATA_DIR is only known at run time: the calls that name a path made from it carry
// `turbopackIgnore`, or the build traces the whole project into the server output (and warns).
const roots = () => ({
  files: path.join(env.DATA_DIR, 'files'),
  meta: path.join(env.DATA_DIR, 'file-meta'),
  tmp: path.join(env.DATA_DIR, 'upload-tmp'),
  variants: path.join(env.DATA_DIR, 'image-variants'),
});

export interface StoredMeta {
  contentType: string;
  size: number;
  // The bytes' SHA-256 (hex, first 20): image variants are stored under it, so a new original has new URLs.
  version?: string;
  // A raster image's measurements (lib/domains/content/images/measure.ts).
  image?: { width: number; height: number; format: string; placeholder: string };
}

// The absolute path of `key` (`<siteUid>/…`, already validated) under `root`, and proof that it stays
// inside that site's folder: defence in depth behind the key rules.
export function pathInside(root: string, siteUid: string, key: string, suffix = ''): string {
  const siteDir = path.resolve(root, siteUid);
  const full = path.resolve(root, ...key.split('/')) + suffix;
  if (!full.startsWith(siteDir + path.sep)) throw notFound('File');
  return full;
}

// An upload received into DATA_DIR/upload-tmp, not yet in place.
export interface ReceivedUpload {
  tmpFile: string;
  size: number;
  sha256: string;
}

// Writes `chunks` (the upload's body, already capped by its reader: lib/http/body.ts `cappedChunks`) to
// a temporary file; nothing is kept if it fails.
export async function receiveUpload(chunks: AsyncIterable<Uint8Array>): Promise<ReceivedUpload> {
  const { tmp } = roots();
  await fs.promises.mkdir(tmp, { recursive: true });
  const tmpFile = path.join(tmp, randomUUID());
  let size = 0;
  const hash = createHash('sha256');
  async function* counted() {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      hash.update(chunk);
      yield chunk;
    }
  }
  try {
    await pipeline(counted(), fs.createWriteStream(tmpFile, { flags: 'wx' }));
    return { tmpFile, size, sha256: hash.digest('hex') };
  } catch (err) {
    await fs.promises.rm(tmpFile, { force: true });
    throw err;
  }
}

// Moves a received upload (and its metadata) into place. A concurrent upload to the same key: the
// last rename wins.
export async function placeUpload(siteUid: string, key: string, contentType: string, upload: ReceivedUpload, image?: StoredMeta['image']): Promise<StoredMeta> {
  const { files, meta, tmp } = roots();
  const dest = pathInside(files, siteUid, key);
  const metaDest = pathInside(meta, siteUid, key, '.json');
  const record: StoredMeta = { contentType, size: upload.size, version: upload.sha256.slice(0, 20), ...(image ? { image } : {}) };
  await placeFile(metaDest, Buffer.from(JSON.stringify(record)), tmp);
  await moveInto(upload.tmpFile, dest);
  return record;
}

// The first `n` bytes of a received upload (fewer when it is shorter).
export async function readHead(file: string, n: number): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// Gone already once placed.
export const discardUpload = (upload: ReceivedUpload) => fs.promises.rm(upload.tmpFile, { force: true });

// The key's bytes, metadata and image variants; nothing there is not an error. A key naming a folder
// is left alone.
export async function removeFile(siteUid: string, key: string): Promise<void> {
  const { files, meta } = roots();
  await Promise.all([rmFile(pathInside(files, siteUid, key)), rmFile(pathInside(meta, siteUid, key, '.json')), removeVariants(siteUid, key)]);
}

async function rmFile(file: string): Promise<void> {
  try {
    await fs.promises.unlink(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EISDIR' && code !== 'EPERM' && code !== 'ENOTDIR') throw err;
  }
}

// A deleted site's whole folder (files, metadata and image variants).
export async function removeSiteFiles(siteUid: string): Promise<void> {
  const { files, meta, variants } = roots();
  for (const root of [files, meta, variants]) {
    const dir = path.resolve(/*turbopackIgnore: true*/ root, siteUid);
    if (path.dirname(dir) !== path.resolve(/*turbopackIgnore: true*/ root)) continue;
    await fs.promises.rm(/*turbopackIgnore: true*/ dir, { recursive: true, force: true });
  }
}

// Every stored file of the store as `<siteUid>/<key>` and its size (start-up accounting of files stored
// before quotas were kept).
export async function* storedFiles(): AsyncGenerator<{ siteUid: string; key: string; size: number }> {
  const { files } = roots();
  let sites: fs.Dirent[];
  try {
    sites = await fs.promises.readdir(/*turbopackIgnore: true*/ files, { withFileTypes: true });
  } catch {
    return;
  }
  for (const site of sites) {
    if (!site.isDirectory()) continue;
    const siteDir = path.join(files, site.name);
    for (const entry of await fs.promises.readdir(siteDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      // `parentPath` from Node 20.12 (`path` before it, gone in Node 24).
      const dir = (entry as fs.Dirent & { parentPath?: string; path?: string }).parentPath ?? (entry as fs.Dirent & { path?: string }).path ?? siteDir;
      const full = path.join(dir, entry.name);
      const stat = await fs.promises.stat(full);
      yield { siteUid: site.name, key: path.relative(files, full).split(path.sep).join('/'), size: stat.size };
    }
  }
}

// An image variant (lib/domains/content/images): DATA_DIR/image-variants/<siteUid>/<key's folder>/<version>/<name>,
// read whole (they are small), written by whichever instance makes it first (once counted:
// lib/domains/content/storage/variant-quota.ts) and read by every other. One folder per key, so the key's variants go
// with its bytes; named by a hash of the key, so no key's folder holds another key's (`img` and
// `img/a.png` may follow one another) and any key fits one file name.
export const variantFolderOf = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);
const variantDir = (siteUid: string, key: string) => pathInside(roots().variants, siteUid, `${siteUid}/${variantFolderOf(key)}`);
const variantPath = (siteUid: string, key: string, version: string, name: string) => pathInside(roots().variants, siteUid, `${siteUid}/${variantFolderOf(key)}/${version}/${name}`);

export async function readVariant(siteUid: string, key: string, version: string, name: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(/*turbopackIgnore: true*/ variantPath(siteUid, key, version, name));
  } catch {
    return null;
  }
}

export async function writeVariant(siteUid: string, key: string, version: string, name: string, bytes: Buffer): Promise<void> {
  const { tmp } = roots();
  await fs.promises.mkdir(tmp, { recursive: true });
  await placeFile(variantPath(siteUid, key, version, name), bytes, tmp);
}

// The variants' root, for the start-up sweep (lib/domains/content/storage/variant-sweep.ts).
export const variantsRoot = (): string => roots().variants;

export const removeVariant = (siteUid: string, key: string, version: string, name: string) => rmFile(variantPath(siteUid, key, version, name));

// Every variant of the key, of any version (its bytes were replaced or deleted).
export async function removeVariants(siteUid: string, key: string): Promise<void> {
  await fs.promises.rm(/*turbopackIgnore: true*/ variantDir(siteUid, key), { recursive: true, force: true });
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
  const { files } = roots();
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
  const recorded = await storedMeta(siteUid, key);
  return { stream: () => handle.createReadStream(), close: () => handle.close(), size: stat.size, mtimeMs: stat.mtimeMs, contentType: recorded?.contentType ?? null };
}

// What was recorded of the key's upload, or null (none, or not readable).
export async function storedMeta(siteUid: string, key: string): Promise<Partial<StoredMeta> | null> {
  try {
    const parsed = JSON.parse(await fs.promises.readFile(/*turbopackIgnore: true*/ pathInside(roots().meta, siteUid, key, '.json'), 'utf8')) as Partial<StoredMeta>;
    return typeof parsed.contentType === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

// The stored bytes' path, for readers that take a file (lib/domains/content/images).
export const storedPath = (siteUid: string, key: string): string => pathInside(roots().files, siteUid, key);
