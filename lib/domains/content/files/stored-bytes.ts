import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { files } from '@/db/schema';
import { deleteStoredKey, storedKeyOfUrl, storedMetaOf } from '@/lib/domains/content/storage/stored-bytes';
import { invalid } from '@/lib/shared/errors';
import { isRasterType } from '@/lib/domains/content/images/measure';

// A file record and the uploaded bytes its url names: deleting the last record of the site that names a
// stored key deletes the key's bytes too, and frees the site's storage quota.

// What `storage_key` holds for a record of `url`: the stored key, or '' for a url that names none.
const storageKeyFor = (siteUid: string, url: string): string => storedKeyOfUrl(siteUid, url) ?? '';

// The record's stored key and what the upload measured of its bytes (lib/domains/content/storage/operations.ts). A
// record that calls a stored file a raster image (its mime) when the upload found no image is refused.
export async function storedFacts(siteUid: string, url: string, mime: string) {
  const storageKey = storageKeyFor(siteUid, url);
  const meta = storageKey ? await storedMetaOf(siteUid, storageKey) : null;
  if (meta && isRasterType(mime) && !meta.image) throw invalid(`This file was not uploaded as an image (it is ${meta.contentType}), so it cannot be listed as an image: give its real type.`);
  return { storageKey, contentVersion: meta?.version ?? null, width: meta?.image?.width ?? null, height: meta?.image?.height ?? null, placeholder: meta?.image?.placeholder ?? null };
}

type Named = { url: string; storageKey: string | null };
// Records written before storage_key was kept have null: their url says.
const keyOf = (siteUid: string, row: Named) => (row.storageKey === null ? storageKeyFor(siteUid, row.url) : row.storageKey);

async function stillNamed(siteUid: string, key: string): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db
    .select({ uid: files.uid })
    .from(files)
    .where(inSite(files, siteUid, eq(files.storageKey, key)))
    .limit(1);
  if (hit) return true;
  const older = await db
    .select({ url: files.url })
    .from(files)
    .where(and(inSite(files, siteUid), isNull(files.storageKey)));
  return older.some((r) => storedKeyOfUrl(siteUid, r.url) === key);
}

// After a record was deleted (or its url changed): its key's bytes go when no record names them any more.
export async function releaseStoredBytes(siteUid: string, row: Named): Promise<void> {
  const key = keyOf(siteUid, row);
  if (!key || (await stillNamed(siteUid, key))) return;
  await deleteStoredKey(siteUid, key);
}
