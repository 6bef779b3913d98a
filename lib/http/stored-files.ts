import { Readable } from 'node:stream';
import { notFound } from '@/lib/shared/errors';
import { API_HEADERS, COMMON_SECURITY_HEADERS } from '@/lib/http/security-headers';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { servingHeaders } from '@/lib/domains/content/storage/content-type';
import { openFile } from '@/lib/domains/content/storage/local-store';
import { imageVariant } from '@/lib/domains/content/images/serve';
import { VariantRefused } from '@/lib/domains/content/storage/variant-quota';
import { httpStatus } from '@/lib/http/errors';

// Even an HTML or SVG file opened directly runs nothing and reaches nothing: no script, no fetch, an
// opaque origin (sandbox), so the site's cookies and storage are out of its reach.
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const CACHE_CONTROL = 'public, max-age=300';

// A stored file of the host's site, streamed, with the headers that keep it inert (lib/domains/content/storage/
// content-type.ts decides inline or download). `key` is `<siteUid>/…`, already checked.
// HEAD: the same headers, no body.
export async function fileResponse(site: SiteRef, key: string, ifNoneMatch: string | null, head = false): Promise<Response> {
  const file = await openFile(site.uid, key);
  if (!file) throw notFound('File');
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    ...COMMON_SECURITY_HEADERS,
    ...servingHeaders(file.contentType, key.slice(key.lastIndexOf('/') + 1)),
    'content-security-policy': FILE_CSP,
    'cache-control': CACHE_CONTROL,
    etag,
  };
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    await file.close();
    return new Response(null, { status: 304, headers });
  }
  headers['content-length'] = String(file.size);
  if (head) {
    await file.close();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(file.stream()) as ReadableStream<Uint8Array>, { status: 200, headers });
}

// A resized or re-encoded variant of a stored image (`?w=400&fm=webp`: lib/domains/content/images/serve.ts). A new
// variant refused (the site's storage is full: 413; its original has all the variants it may have:
// 422) answers that status; to a request for an image (an <img>: Accept names image/*), with the
// original as its body, so the page still shows the picture, and never cached, so the variant is
// made once there is room.
export async function variantResponse(site: SiteRef, key: string, params: URLSearchParams, req: Headers, head: boolean): Promise<Response> {
  let answer: Awaited<ReturnType<typeof imageVariant>>;
  try {
    answer = await imageVariant(site.uid, key, params, req.get('accept'), req.get('if-none-match'));
  } catch (err) {
    if (err instanceof VariantRefused && asksForImage(req.get('accept'))) return originalInstead(site, key, err, head);
    throw err;
  }
  const headers = { ...COMMON_SECURITY_HEADERS, ...answer.headers, 'content-security-policy': FILE_CSP, 'x-content-type-options': 'nosniff' };
  if (answer.status === 304 || head) return new Response(null, { status: answer.status, headers });
  return new Response(new Uint8Array(answer.bytes), { status: 200, headers });
}

const asksForImage = (accept: string | null) => /(^|,)\s*image\//i.test(accept ?? '');

async function originalInstead(site: SiteRef, key: string, refused: VariantRefused, head: boolean): Promise<Response> {
  const file = await openFile(site.uid, key);
  if (!file) throw refused;
  const headers: Record<string, string> = {
    ...COMMON_SECURITY_HEADERS,
    ...servingHeaders(file.contentType, key.slice(key.lastIndexOf('/') + 1)),
    'content-security-policy': FILE_CSP,
    'cache-control': 'no-store',
    'content-length': String(file.size),
    'x-image-variant': 'refused',
    // The envelope's words, for whoever looks (a header is ASCII only).
    'x-image-refused': refused.message.replace(/[^\x20-\x7e]/g, ' '),
  };
  if (head) {
    await file.close();
    return new Response(null, { status: httpStatus(refused), headers });
  }
  return new Response(Readable.toWeb(file.stream()) as ReadableStream<Uint8Array>, { status: httpStatus(refused), headers });
}

// The file route is left out of the API's headers in next.config.ts (they would replace the file's
// own policy): its JSON error answers get them here.
export function withApiHeadersOnErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    const res = await handler(...args);
    if (res.status >= 400) for (const [k, v] of Object.entries(API_HEADERS)) res.headers.set(k, v);
    return res;
  };
}
