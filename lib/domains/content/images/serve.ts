import fs from 'node:fs';
import { invalid, notFound } from '@/lib/shared/errors';
import { readVariant, removeVariant, storedMeta, storedPath, writeVariant } from '@/lib/domains/content/storage/local-store';
import { keepVariant, variantRoom, type VariantId } from '@/lib/domains/content/storage/variant-quota';
import { isRasterType } from './measure';
import { ImageQuery } from './query';
import { CONTENT_TYPES, makeVariant, type OutputFormat, type VariantSpec } from './transform';
import { inTurn } from './turns';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=300';

export interface VariantAnswer {
  bytes: Buffer;
  headers: Record<string, string>;
  status: 200 | 304;
}

// `fm=auto`: WebP for any browser that takes it (every current one), else JPEG, or PNG for a PNG
// original (it may be transparent). AVIF is smaller still but several times slower to encode, so it
// is made only when asked for by name.
function chosenFormat(asked: ImageQuery['fm'], accept: string | null, originalType: string): OutputFormat {
  if (asked !== 'auto') return asked;
  if (takesWebp(accept)) return 'webp';
  return originalType === 'image/png' ? 'png' : 'jpeg';
}

// `image/webp` named in Accept without q=0 (a wildcard alone does not promise it: old Safari says */*).
const takesWebp = (accept: string | null): boolean =>
  (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    return type!.trim() === 'image/webp' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

// Variants being made in this process, so a page asking for one image twenty times makes it once.
const making = new Map<string, Promise<Buffer>>();

// The stored original's type and content version, or null when the key holds no file.
async function originalOf(siteUid: string, key: string): Promise<{ contentType: string | undefined; version: string } | null> {
  const meta = await storedMeta(siteUid, key);
  const stat = await fs.promises.stat(storedPath(siteUid, key)).catch(() => null);
  if (!meta || !stat?.isFile()) return null;
  // Files stored before versions were recorded: their size and time stand in.
  return { contentType: meta.contentType, version: meta.version ?? `m${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}` };
}

// A variant of a stored image of the site (`key` is `<siteUid>/…`, already checked): from the store
// when some instance made it before, else made in the site's turn (lib/domains/content/images/turns.ts), counted
// against the site's quota and stored (lib/domains/content/storage/variant-quota.ts: past the quota or the bound of
// variants per original, VariantRefused, before any work when that is known beforehand).
export async function imageVariant(siteUid: string, key: string, params: URLSearchParams, accept: string | null, ifNoneMatch: string | null): Promise<VariantAnswer> {
  const q = ImageQuery.parse(Object.fromEntries(params));
  const original = await originalOf(siteUid, key);
  if (!original?.contentType) throw notFound('File');
  if (!isRasterType(original.contentType)) throw invalid('Only JPEG, PNG, WebP, AVIF and GIF images have other sizes: ask for this file without w, h, fit or fm');
  const { version } = original;
  const format = chosenFormat(q.fm, accept, original.contentType);
  const spec: VariantSpec = { width: q.w, height: q.h, fit: q.fit, format };
  const name = `${q.w ?? 0}x${q.h ?? 0}-${q.w && q.h ? q.fit : 'inside'}.${format}`;
  const etag = `"${version}-${name}"`;
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[format],
    'cache-control': q.v === version ? LONG_CACHE : SHORT_CACHE,
    etag,
    ...(q.fm === 'auto' ? { vary: 'Accept' } : {}),
  };
  if (ifNoneMatch?.split(',').some((t) => t.trim() === etag)) return { bytes: Buffer.alloc(0), headers, status: 304 };
  let bytes = await readVariant(siteUid, key, version, name);
  headers['x-image-variant'] = bytes ? 'stored' : 'made';
  if (!bytes) {
    const id = `${key}\n${version}\n${name}`;
    let pending = making.get(id);
    if (!pending) {
      pending = made({ siteUid, key, version, name }, spec).finally(() => making.delete(id));
      making.set(id, pending);
    }
    bytes = await pending;
  }
  headers['content-length'] = String(bytes.byteLength);
  return { bytes, headers, status: 200 };
}

async function made(v: VariantId, spec: VariantSpec): Promise<Buffer> {
  await variantRoom(v);
  const bytes = await inTurn(v.siteUid, () => makeVariant(storedPath(v.siteUid, v.key), spec));
  // Not kept when the original changed meanwhile: these bytes are still the asked version's.
  await keepVariant(
    v,
    bytes.byteLength,
    async () => (await originalOf(v.siteUid, v.key))?.version ?? null,
    () => writeVariant(v.siteUid, v.key, v.version, v.name, bytes),
    () => removeVariant(v.siteUid, v.key, v.version, v.name),
  );
  return bytes;
}
