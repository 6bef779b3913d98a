import { env } from '@/lib/shared/env';
import { AppError, forbidden, invalid, notFound } from '@/lib/shared/errors';
import { consume } from '@/lib/shared/rate-limit';
import { log } from '@/lib/shared/server-log';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { siteByUid, type SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { isInlineType, attachment, mimeEssence } from './content-type';
import { keyPath, keyProblem, siteKey } from './key';
import { FILES_PATH, UPLOAD_PATH } from './paths';
import { discardUpload, placeUpload, readHead, receiveUpload, removeVariants } from './local-store';
import { completeUpload, countSignedUpload, releaseUpload, reserveUpload } from './quota';
import { S3_EXPIRES_SECONDS, s3Config } from './s3-config';
import { sweepDeletedKeys } from './stored-bytes';
import { UploadQuery, type PresignBody } from './schemas';
import { signUpload, uploadSignatureValid } from './upload-signature';
import { type ImageFacts, isRasterType, measureImage } from '@/lib/domains/content/images/measure';
import { inTurn } from '@/lib/domains/content/images/turns';
import { measuredUpload } from './measured';
import { plainSize } from './sizes';
import { ALLOWED_KINDS_TEXT, PROGRAM_HEAD_BYTES, programIn, uploadRefusal } from './upload-kinds';

const LOCAL_EXPIRES_SECONDS = 15 * 60;
export { UPLOAD_PATH, FILES_PATH };

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
// Rate-limited per site (RATE_LIMIT_PRESIGN), and counted against the site's storage quota before any
// URL is signed (lib/domains/content/storage/quota.ts): past the quota, 413 naming the quota and the use.
export async function presign(site: SiteRef, body: PresignBody, now = new Date()): Promise<PresignAnswer> {
  const key = await storedKey(site.uid, body.key);
  const kind = uploadRefusal(key, body.contentType);
  if (kind) throw refused(site, key, invalid(kind), `type ${body.contentType} refused`);
  if (body.size !== undefined && body.size > env.UPLOAD_MAX_BYTES) throw refused(site, key, overLimit(body.size), `size ${body.size} > UPLOAD_MAX_BYTES ${env.UPLOAD_MAX_BYTES}`);
  const s3 = s3Config(env);
  if (!s3 && !localStoreAvailable()) {
    const plain = new AppError('not_found', 'Uploads are not set up on this platform yet: the platform admin needs to connect file storage');
    throw refused(site, key, plain, 'no local store on Vercel: set S3_BUCKET and S3_ENDPOINT (and its keys)', 'warn');
  }
  await consume('presign', site.uid);
  if (s3) {
    await sweepDeletedKeys(site.uid, now);
    await countSignedUpload(site.uid, key, body.size, new Date(now.getTime() + S3_EXPIRES_SECONDS * 1000));
    // The SDK loads only where S3 is configured.
    const { presignS3 } = await import('./s3');
    const name = key.slice(key.lastIndexOf('/') + 1);
    const contentDisposition = isInlineType(body.contentType) ? undefined : attachment(name);
    // With a size the URL signs it as the exact Content-Length. Without one (the contract's presign body
    // is {key, contentType}) S3 cannot bound a PUT: the quota counts the bound (what is left of it, at most UPLOAD_MAX_BYTES), but the
    // length is not enforced; clients that can should send `size` (the admin does).
    const signed = await presignS3(s3, { key, contentType: body.contentType, size: body.size, contentDisposition }, now);
    return { url: signed.url, method: 'PUT', headers: signed.headers, key, publicUrl: signed.publicUrl, expiresAt: signed.expiresAt.toISOString() };
  }
  const expires = Math.floor(now.getTime() / 1000) + LOCAL_EXPIRES_SECONDS;
  // Without a size the URL allows what is left of the quota, at most UPLOAD_MAX_BYTES.
  const max = await reserveUpload(site.uid, key, body.size, new Date(expires * 1000), now);
  const grant = { siteUid: site.uid, key, expires, type: body.contentType, max };
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

// Messages for site owners in plain words (the admin shows them as they are); what a developer needs
// besides (the setting, the header, the figures in bytes) goes to the server log.
function refused(site: SiteRef, key: string, err: AppError, detail: string, level: 'info' | 'warn' = 'info'): AppError {
  log[level]({ site: site.uid, key, code: err.code, detail }, `storage: refused: ${err.message}`);
  return err;
}

const overLimit = (size: number | null) =>
  new AppError(
    'payload_too_large',
    size === null
      ? `This file is over ${plainSize(env.UPLOAD_MAX_BYTES)}, the largest upload: make it smaller and upload it again.`
      : `This file is ${plainSize(size, 'up')}; the largest upload is ${plainSize(env.UPLOAD_MAX_BYTES)}: make it smaller and upload it again.`,
  );

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

// What a local upload's request brings: its headers' claims and its body, read through `read` (the
// HTTP layer's capped reader: lib/http/body.ts `cappedChunks`), which refuses a body past `cap` bytes.
interface UploadRequest {
  contentType: string | null;
  contentLength: string | null;
  read: (cap: number, refuse: () => Error) => AsyncIterable<Uint8Array>;
}

// A local upload: the signed URL's grant, checked, then the bytes streamed into place. Once the grant
// is proven, an upload that fails in any way (refused, too large, not what its type says, or its client
// went away mid-body) gives back the bytes its URL set aside at once: else they would count against the
// quota until the URL expired, shown in the admin as "set aside for uploads in progress".
export async function acceptUpload(site: SiteRef, key: string, query: Record<string, string>, upload: UploadRequest, now = new Date()) {
  const parsed = UploadQuery.safeParse(query);
  if (!parsed.success) throw forbidden('This upload link is incomplete or was changed: start the upload again');
  const grant = parsed.data;
  if (!uploadSignatureValid({ siteUid: site.uid, key, expires: grant.expires, type: grant.type, max: grant.max }, grant.sig)) {
    throw forbidden('This upload link does not match its signature: start the upload again');
  }
  if (grant.expires * 1000 < now.getTime()) throw forbidden('This upload link has expired (each lasts 15 minutes): start the upload again');
  try {
    return await storeUpload(site, key, grant, upload, now);
  } catch (err) {
    await releaseUpload(site.uid, key, { max: grant.max, expiresAt: new Date(grant.expires * 1000) }).catch((e: unknown) =>
      log.warn({ site: site.uid, key, err: e }, 'storage: the reservation of a failed upload was not released (it counts until its URL expires)'),
    );
    throw err;
  }
}

async function storeUpload(site: SiteRef, key: string, { expires, type, max }: UploadQuery, upload: UploadRequest, now: Date) {
  const sent = mimeEssence(upload.contentType);
  if (sent !== type) {
    const plain = new AppError('unsupported_media_type', `The file sent is not the kind this upload was prepared for (${type}): upload it again.`);
    throw refused(site, key, plain, `Content-Type ${sent ?? 'missing'}, signed for ${type}`);
  }
  // URLs signed before the kinds were checked at presign.
  const kind = uploadRefusal(key, type);
  if (kind) throw refused(site, key, invalid(kind), `type ${type} refused`);
  const cap = Math.min(max, env.UPLOAD_MAX_BYTES);
  const declared = Number(upload.contentLength ?? '0');
  const tooLarge = () => {
    const plain =
      cap < env.UPLOAD_MAX_BYTES ? new AppError('payload_too_large', `This file is larger than its upload allows (${plainSize(cap)}): upload it again.`) : overLimit(declared > cap ? declared : null);
    return refused(site, key, plain, `body over the URL's cap of ${cap} bytes (max ${max}, UPLOAD_MAX_BYTES ${env.UPLOAD_MAX_BYTES}); Content-Length ${upload.contentLength ?? 'none'}`);
  };
  if (declared > cap) throw tooLarge();
  const received = await receiveUpload(upload.read(cap, tooLarge));
  let image: ImageFacts | undefined;
  try {
    // A program is refused whatever its name and type say (its first bytes are cheap to read).
    const program = programIn(await readHead(received.tmpFile, PROGRAM_HEAD_BYTES));
    if (program) {
      const plain = invalid(`This file is ${program}, which a site cannot publish whatever its name: it could harm the computers of visitors who open it. ${ALLOWED_KINDS_TEXT}`);
      throw refused(site, key, plain, `content is ${program} (sent as ${type})`, 'warn');
    }
    // A raster image is measured before it is kept: one that is not what its type claims is refused.
    if (isRasterType(type)) image = await inTurn(site.uid, () => measureImage(received.tmpFile, type));
    // The actual size replaces the URL's reservation, checked against the quota once more; the old
    // bytes' image variants go (under the same lock, so none of them is counted after).
    const place = async () => {
      await placeUpload(site.uid, key, type, received, image);
      await removeVariants(site.uid, key);
    };
    await completeUpload(site.uid, key, { max, expiresAt: new Date(expires * 1000) }, received.size, place, now);
  } finally {
    await discardUpload(received);
  }
  const version = received.sha256.slice(0, 20);
  await measuredUpload(site.uid, key, version, image);
  return { key, size: received.size, publicUrl: `${canonicalOrigin(site)}${FILES_PATH}${keyPath(key)}`, version, image: image ?? null };
}
