import fs from 'node:fs';
import { invalid, notFound } from '@/lib/errors';
import { readVariant, storedMeta, storedPath, writeVariant } from '@/lib/storage/local-store';
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

// A variant of a stored image of the site (`key` is `<siteUid>/…`, already checked): from the store
// when some instance made it before, else made in the site's turn (lib/images/turns.ts) and stored.
export async function imageVariant(siteUid: string, key: string, params: URLSearchParams, accept: string | null, ifNoneMatch: string | null): Promise<VariantAnswer> {
  const q = ImageQuery.parse(Object.fromEntries(params));
  const meta = await storedMeta(siteUid, key);
  const file = storedPath(siteUid, key);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!meta?.contentType || !stat?.isFile()) throw notFound('File');
  if (!isRasterType(meta.contentType)) throw invalid('Only JPEG, PNG, WebP, AVIF and GIF images have other sizes: ask for this file without w, h, fit or fm');
  // Files stored before versions were recorded: their size and time stand in.
  const version = meta.version ?? `m${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}`;
  const format = chosenFormat(q.fm, accept, meta.contentType);
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
  let bytes = await readVariant(siteUid, version, name);
  headers['x-image-variant'] = bytes ? 'stored' : 'made';
  if (!bytes) {
    const id = `${siteUid}/${version}/${name}`;
    let pending = making.get(id);
    if (!pending) {
      pending = inTurn(siteUid, async () => {
        const made = await makeVariant(file, spec);
        await writeVariant(siteUid, version, name, made);
        return made;
      }).finally(() => making.delete(id));
      making.set(id, pending);
    }
    bytes = await pending;
  }
  headers['content-length'] = String(bytes.byteLength);
  return { bytes, headers, status: 200 };
}
