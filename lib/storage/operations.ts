import { env } from '@/lib/env';
import { AppError, forbidden, invalid, notFound } from '@/lib/errors';
import { canonicalOrigin } from '@/lib/tenancy/canonical-origin';
import { siteByUid, type SiteRef } from '@/lib/tenancy/site-lookup';
import { isInlineType, attachment, mimeEssence } from './content-type';
import { keyPath, keyProblem, siteKey } from './key';
import { writeFile } from './local-store';
import { s3Config } from './s3-config';
import { UploadQuery, type PresignBody } from './schemas';
import { signUpload, uploadSignatureValid } from './upload-signature';

export const LOCAL_EXPIRES_SECONDS = 15 * 60;
export const UPLOAD_PATH = '/api/v1/storage/upload/';
export const FILES_PATH = '/api/v1/storage/files/';

// No lasting disk on Vercel: the local store does not exist there (its routes answer 404).
export const localStoreAvailable = (): boolean => !env.VERCEL;

export interface PresignAnswer {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  publicUrl: string | null;
  expiresAt: string;
}

// Where and how to PUT one file under the site's own folder: S3 when configured, else the local store.
export async function presign(site: SiteRef, body: PresignBody, now = new Date()): Promise<PresignAnswer> {
  const key = await storedKey(site.uid, body.key);
  if (body.size !== undefined && body.size > env.UPLOAD_MAX_BYTES) {
    throw new AppError('payload_too_large', `size is over the upload limit of ${env.UPLOAD_MAX_BYTES} bytes (UPLOAD_MAX_BYTES)`);
  }
  const s3 = s3Config(env);
  if (s3) {
    // The SDK loads only where S3 is configured.
    const { presignS3 } = await import('./s3');
    const name = key.slice(key.lastIndexOf('/') + 1);
    const signed = await presignS3(s3, { key, contentType: body.contentType, size: body.size, contentDisposition: isInlineType(body.contentType) ? undefined : attachment(name) }, now);
    return { url: signed.url, method: 'PUT', headers: signed.headers, key, publicUrl: signed.publicUrl, expiresAt: signed.expiresAt.toISOString() };
  }
  if (!localStoreAvailable()) {
    throw new AppError('not_found', 'Uploads on Vercel need S3-compatible storage: set S3_BUCKET and S3_ENDPOINT (and its keys)');
  }
  const expires = Math.floor(now.getTime() / 1000) + LOCAL_EXPIRES_SECONDS;
  const grant = { siteUid: site.uid, key, expires, type: body.contentType, max: Math.min(body.size ?? env.UPLOAD_MAX_BYTES, env.UPLOAD_MAX_BYTES) };
  const query = new URLSearchParams({ expires: String(expires), type: grant.type, max: String(grant.max), sig: signUpload(grant) });
  const origin = canonicalOrigin(site);
  return {
    url: `${origin}${UPLOAD_PATH}${keyPath(key)}?${query}`,
    method: 'PUT',
    headers: { 'content-type': body.contentType },
    key,
    publicUrl: `${origin}${FILES_PATH}${keyPath(key)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

// `<siteUid>/<key>` for a caller's key, or 422. A first folder naming another site is refused.
async function storedKey(siteUid: string, raw: string): Promise<string> {
  const result = siteKey(siteUid, raw);
  if ('problem' in result) throw invalid(result.problem);
  if (result.firstSegment && (await siteByUid(result.firstSegment))) {
    throw invalid("key's first folder is a site uid: keys are always inside this site's own folder, under names of their own");
  }
  return result.key;
}

// The key a storage path names (`<siteUid>/<segments…>` after the route's prefix), decoded segment
// by segment and checked by the same rules as a presign. Only the host's own site uid is served or
// accepted: any other answers 404, as if nothing were there.
export function keyFromPath(site: SiteRef, pathname: string, prefix: string): string {
  if (!pathname.startsWith(prefix)) throw notFound('File');
  let key: string;
  try {
    key = pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    throw notFound('File');
  }
  const [uid, ...rest] = key.split('/');
  if (uid !== site.uid || rest.length === 0 || keyProblem(rest.join('/'))) throw notFound('File');
  return key;
}

// A local upload: the signed URL's grant, checked, then the bytes streamed into place.
export async function acceptUpload(site: SiteRef, key: string, query: Record<string, string>, req: Request, now = new Date()) {
  const parsed = UploadQuery.safeParse(query);
  if (!parsed.success) throw forbidden('This upload URL is incomplete or altered: ask for a new one (POST /api/v1/storage/presign)');
  const { expires, type, max, sig } = parsed.data;
  if (!uploadSignatureValid({ siteUid: site.uid, key, expires, type, max }, sig)) {
    throw forbidden('The upload signature does not match this URL: ask for a new one (POST /api/v1/storage/presign)');
  }
  if (expires * 1000 < now.getTime()) throw forbidden('This upload URL has expired: ask for a new one (POST /api/v1/storage/presign)');
  if (mimeEssence(req.headers.get('content-type')) !== type) {
    throw new AppError('unsupported_media_type', `Send the Content-Type this upload was signed for: ${type}`);
  }
  const cap = Math.min(max, env.UPLOAD_MAX_BYTES);
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > cap) throw new AppError('payload_too_large', `The upload is larger than its limit of ${cap} bytes`);
  const stored = await writeFile(site.uid, key, type, req.body, cap);
  return { key, size: stored.size, publicUrl: `${canonicalOrigin(site)}${FILES_PATH}${keyPath(key)}` };
}
