import { env } from '@/lib/shared/env';
import { log } from '@/lib/shared/server-log';
import { keyProblem } from './key';
import { removeFile, removeSiteFiles, removeVariants, storedFiles, storedMeta } from './local-store';
import { FILES_PATH } from './paths';
import { countExistingFiles, dueDeletions, forgetKey, keySignedUntil } from './quota';
import { s3Config } from './s3-config';
import { sweepVariantsLater } from './variant-sweep';

// Deleting stored bytes, in whichever store this deployment uses: the local store (DATA_DIR/files) or
// S3 (DeleteObject). Each frees the site's quota (lib/domains/content/storage/quota.ts).

// The site's stored key (`<siteUid>/…`) that `url` names in this deployment's store: a local file URL
// (`…/api/v1/storage/files/<siteUid>/<key>`, on any host: the uid decides whose it is) or, with S3, an
// object under S3_PUBLIC_URL. Null for anything else, and for another site's uid.
export function storedKeyOfUrl(siteUid: string, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const s3 = s3Config(env);
  let rest: string;
  if (s3) {
    if (!s3.publicUrl) return null;
    const base = new URL(s3.publicUrl.replace(/\/*$/, '/'));
    if (u.origin !== base.origin || !u.pathname.startsWith(base.pathname)) return null;
    rest = u.pathname.slice(base.pathname.length);
  } else {
    if (!u.pathname.startsWith(FILES_PATH)) return null;
    rest = u.pathname.slice(FILES_PATH.length);
  }
  let key: string;
  try {
    key = rest.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const [uid, ...segments] = key.split('/');
  if (uid !== siteUid || segments.length === 0 || keyProblem(segments.join('/'))) return null;
  return key;
}

// What the upload of a key recorded (local store); S3 keeps none the server wrote, so null there.
export const storedMetaOf = async (siteUid: string, key: string) => (s3Config(env) || env.VERCEL ? null : storedMeta(siteUid, key));

// Deletes the key's bytes and its image variants and stops counting them. S3's DeleteObject is a
// network call, so it is made outside the site's lock; a presign of the key meanwhile keeps it (see
// forgetKey). No variants are made of S3 objects (lib/domains/content/images serves the local store only), but a key
// stored locally before S3 was configured may have some: they go too.
export async function deleteStoredKey(siteUid: string, key: string): Promise<void> {
  const s3 = s3Config(env);
  if (!s3) {
    await forgetKey(siteUid, key, () => removeFile(siteUid, key));
    return;
  }
  const { deleteS3Object } = await import('./s3');
  const seen = await keySignedUntil(siteUid, key);
  await deleteS3Object(s3, key);
  await forgetKey(siteUid, key, () => (env.VERCEL ? Promise.resolve() : removeVariants(siteUid, key)), { signedUntilSeen: seen });
}

// S3: keys deleted while an upload URL of theirs was valid are deleted once more after it expired (it may
// have written them again), and only then stop counting.
export async function sweepDeletedKeys(siteUid: string, now = new Date()): Promise<void> {
  for (const key of await dueDeletions(siteUid, now)) {
    await deleteStoredKey(siteUid, key).catch((err: unknown) => log.warn(`storage: could not delete ${key} again: ${err instanceof Error ? err.message : String(err)}`));
  }
}

// A deleted site's files: its folders of the local store (files, metadata, image variants) and, with
// S3, every object under `<uid>/`. The site's counts went with its rows.
export async function removeSiteStorage(siteUid: string): Promise<void> {
  try {
    const s3 = s3Config(env);
    if (s3) {
      const { deleteS3Prefix } = await import('./s3');
      await deleteS3Prefix(s3, `${siteUid}/`);
    }
    if (!env.VERCEL) await removeSiteFiles(siteUid);
  } catch (err) {
    log.error(`storage: the files of deleted site ${siteUid} were not all deleted: ${err instanceof Error ? err.message : String(err)}`);
  }
}

// Start-up: files of the local store stored before quotas were kept start counting, and its image
// variants and their counts are brought to agree (lib/domains/content/storage/variant-sweep.ts; in the background).
export async function countStoredFiles(): Promise<void> {
  if (env.VERCEL) return;
  sweepVariantsLater();
  if (s3Config(env)) return;
  const counted = await countExistingFiles(storedFiles());
  if (counted > 0) log.info(`storage: counted ${counted} stored files against their sites' quotas`);
}
