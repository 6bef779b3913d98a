import { and, asc, eq, gt, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { imageVariants, sites, siteStorage, storageObjects, storageReservations } from '@/db/schema';
import { env } from '@/lib/shared/env';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { AppError, forbidden, notFound } from '@/lib/shared/errors';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { plainSize } from './sizes';

// Each site's storage is a pool of STORAGE_QUOTA_BYTES (or the platform admin's figure for the site).
// What counts: the bytes of every stored key (storage_objects), the bytes set aside by every
// unexpired local upload URL (storage_reservations) and the image variants made from stored keys
// (image_variants, lib/domains/content/storage/variant-quota.ts). Every check-and-change runs in one transaction
// that first locks the site's site_storage row, so parallel presigns and uploads are counted one after
// another and together never pass the quota.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StorageUse {
  quotaBytes: number;
  // True when a platform admin set this site's quota (else STORAGE_QUOTA_BYTES).
  quotaSet: boolean;
  storedBytes: number;
  reservedBytes: number;
  variantBytes: number;
  usedBytes: number;
}

// `requested` undefined: an upload URL without a size, for which no byte is left. The figures in bytes
// are in `data.quota`; the words are the site owner's.
function overQuota(quota: number, used: number, requested?: number): AppError {
  const free = Math.max(0, quota - used);
  const what =
    requested === undefined || free === 0
      ? `This site's storage is full (${plainSize(used, 'up')} used of ${plainSize(quota)})`
      : `There is not enough room for this file: it is ${plainSize(requested, 'up')}, and ${plainSize(free)} of this site's ${plainSize(quota)} of storage is free`;
  return new AppError('payload_too_large', `${what}. Delete files you no longer need, or ask the platform admin for more room.`, undefined, {
    quota: { quotaBytes: quota, usedBytes: used, requestedBytes: requested ?? null },
  });
}

// Locks the site's storage row for the rest of the transaction (creating it on first use) and answers
// the site's quota. The site gone (deleted meanwhile): 404.
async function lockSite(tx: Tx, siteUid: string): Promise<{ quotaBytes: number; quotaSet: boolean }> {
  const [row] = await tx
    .insert(siteStorage)
    .select(
      tx
        .select({ siteUid: sites.uid, quotaBytes: sql<number | null>`null::bigint`.as('quota_bytes') })
        .from(sites)
        .where(eq(sites.uid, siteUid)),
    )
    // A write to the row (changing nothing) is what takes its lock when it exists already.
    .onConflictDoUpdate({ target: siteStorage.siteUid, set: { siteUid: sql`excluded.site_uid` } })
    .returning({ quotaBytes: siteStorage.quotaBytes });
  if (!row) throw notFound('Site');
  return row.quotaBytes === null ? { quotaBytes: env.STORAGE_QUOTA_BYTES, quotaSet: false } : { quotaBytes: row.quotaBytes, quotaSet: true };
}

const sumOf = (column: typeof storageObjects.size | typeof storageReservations.bytes | typeof imageVariants.bytes) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

async function storedBytes(tx: Tx | Db, siteUid: string, exceptKey?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sumOf(storageObjects.size) })
    .from(storageObjects)
    .where(and(eq(storageObjects.siteUid, siteUid), exceptKey === undefined ? undefined : ne(storageObjects.key, exceptKey)));
  return row?.n ?? 0;
}

// The bytes of the site's image variants; `exceptKey`: but those of one key (an upload replacing it
// removes them).
async function variantBytes(tx: Tx | Db, siteUid: string, exceptKey?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sumOf(imageVariants.bytes) })
    .from(imageVariants)
    .where(and(eq(imageVariants.siteUid, siteUid), exceptKey === undefined ? undefined : ne(imageVariants.key, exceptKey)));
  return row?.n ?? 0;
}

// What the site's originals and variants hold, the key's own left out (an upload to it replaces both).
const keptBytes = async (tx: Tx, siteUid: string, key: string) => (await storedBytes(tx, siteUid, key)) + (await variantBytes(tx, siteUid, key));

async function objectBytes(tx: Tx, siteUid: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ size: storageObjects.size })
    .from(storageObjects)
    .where(and(eq(storageObjects.siteUid, siteUid), eq(storageObjects.key, key)));
  return row?.size ?? 0;
}

// The bytes of one key: its original and its variants.
async function keyBytes(tx: Tx, siteUid: string, key: string): Promise<number> {
  const [variants] = await tx
    .select({ n: sumOf(imageVariants.bytes) })
    .from(imageVariants)
    .where(and(eq(imageVariants.siteUid, siteUid), eq(imageVariants.key, key)));
  return (await objectBytes(tx, siteUid, key)) + (variants?.n ?? 0);
}

// The key's variants stop counting (their files are removed by the caller, under the same lock).
const forgetVariants = (tx: Tx, siteUid: string, key: string) => tx.delete(imageVariants).where(and(eq(imageVariants.siteUid, siteUid), eq(imageVariants.key, key)));

async function reservedBytes(tx: Tx | Db, siteUid: string, now: Date, exceptId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sumOf(storageReservations.bytes) })
    .from(storageReservations)
    .where(and(eq(storageReservations.siteUid, siteUid), gt(storageReservations.expiresAt, now), exceptId === undefined ? undefined : ne(storageReservations.id, exceptId)));
  return row?.n ?? 0;
}

// Everything the site's storage counts now (quota checks of new variants: lib/domains/content/storage/variant-quota.ts).
export const usedBytes = async (tx: Tx, siteUid: string, now: Date) => (await storedBytes(tx, siteUid)) + (await variantBytes(tx, siteUid)) + (await reservedBytes(tx, siteUid, now));

export async function withSiteLock<T>(siteUid: string, fn: (tx: Tx, quota: { quotaBytes: number; quotaSet: boolean }) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => fn(tx, await lockSite(tx, siteUid)));
}

// Local store, at presign: sets aside `size` bytes for `key` until `expiresAt` (no size: what is left of
// the quota, at most UPLOAD_MAX_BYTES) and answers the bytes set aside, which the upload URL then
// allows at most. The key's current bytes are not counted against it, as the upload replaces them.
export async function reserveUpload(siteUid: string, key: string, size: number | undefined, expiresAt: Date, now = new Date()): Promise<number> {
  return withSiteLock(siteUid, async (tx, { quotaBytes }) => {
    await tx.delete(storageReservations).where(and(eq(storageReservations.siteUid, siteUid), lte(storageReservations.expiresAt, now)));
    const used = (await keptBytes(tx, siteUid, key)) + (await reservedBytes(tx, siteUid, now));
    const want = size ?? Math.min(env.UPLOAD_MAX_BYTES, quotaBytes - used);
    if (used + want > quotaBytes || (size === undefined && want <= 0)) {
      throw overQuota(quotaBytes, used + (await keyBytes(tx, siteUid, key)), size);
    }
    await tx.insert(storageReservations).values({ siteUid, key, bytes: want, expiresAt });
    return want;
  });
}

// Local store, once an upload's bytes are received: checks them against the quota again (the URL's own
// reservation, and the key's old bytes and variants, which they replace, left out), then `place`s them
// (which removes the old bytes' variants) and counts their actual size instead of the reservation and
// the variants, all under the site's lock. Over the quota (the URL outlived its reservation, or was
// used again): 413 and nothing placed.
export async function completeUpload(siteUid: string, key: string, grant: Grant, size: number, place: () => Promise<void>, now = new Date()): Promise<void> {
  await withSiteLock(siteUid, async (tx, { quotaBytes }) => {
    const reservation = await reservationOf(tx, siteUid, key, grant);
    const others = (await keptBytes(tx, siteUid, key)) + (await reservedBytes(tx, siteUid, now, reservation?.id));
    if (others + size > quotaBytes) throw overQuota(quotaBytes, others + (await keyBytes(tx, siteUid, key)), size);
    if (reservation) await tx.delete(storageReservations).where(eq(storageReservations.id, reservation.id));
    await tx
      .insert(storageObjects)
      .values({ siteUid, key, size })
      .onConflictDoUpdate({ target: [storageObjects.siteUid, storageObjects.key], set: { size, deletedAt: null } });
    await forgetVariants(tx, siteUid, key);
    // Last, so a refused placement (409: the key clashes with a folder) rolls the counts back.
    await place();
  });
}

// Local store, when an upload failed (refused, or its client went away): its URL's reservation is given
// back at once rather than counting until the URL expires. The URL may still be used again, within
// what the quota has left then (completeUpload checks it without a reservation).
export async function releaseUpload(siteUid: string, key: string, grant: Grant): Promise<void> {
  await withSiteLock(siteUid, async (tx) => {
    const reservation = await reservationOf(tx, siteUid, key, grant);
    if (reservation) await tx.delete(storageReservations).where(eq(storageReservations.id, reservation.id));
  });
}

// What an upload URL signs of its reservation: its bytes and its expiry.
interface Grant {
  max: number;
  expiresAt: Date;
}

// The reservation a presign made for this URL (the first of identical ones).
async function reservationOf(tx: Tx, siteUid: string, key: string, grant: Grant): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: storageReservations.id })
    .from(storageReservations)
    .where(and(eq(storageReservations.siteUid, siteUid), eq(storageReservations.key, key), eq(storageReservations.bytes, grant.max), eq(storageReservations.expiresAt, grant.expiresAt)))
    .orderBy(asc(storageReservations.id))
    .limit(1);
  return row;
}

// S3, at presign: the URL signs its exact Content-Length (or, without a size, a POST policy bounds it by
// what is left of the quota, at most UPLOAD_MAX_BYTES), and S3 tells us nothing once it is used, so the
// key counts the signed size or bound from now on (the larger of it and what the key counted before, as
// either may end up stored) until the key is deleted. Answers the bytes counted.
export async function countSignedUpload(siteUid: string, key: string, size: number | undefined, signedUntil: Date): Promise<number> {
  return withSiteLock(siteUid, async (tx, { quotaBytes }) => {
    // S3 makes no variants (lib/domains/content/images serves the local store only): any the site has count as they are.
    const before = await objectBytes(tx, siteUid, key);
    const used = (await storedBytes(tx, siteUid, key)) + (await variantBytes(tx, siteUid)) + (await reservedBytes(tx, siteUid, new Date()));
    const bound = size ?? Math.min(env.UPLOAD_MAX_BYTES, quotaBytes - used);
    if (used + Math.max(before, bound) > quotaBytes || (size === undefined && bound <= 0)) throw overQuota(quotaBytes, used + before, size);
    await tx
      .insert(storageObjects)
      .values({ siteUid, key, size: bound, signedUntil })
      .onConflictDoUpdate({
        target: [storageObjects.siteUid, storageObjects.key],
        set: { size: sql`greatest(${storageObjects.size}, excluded.size)`, signedUntil: sql`greatest(${storageObjects.signedUntil}, excluded.signed_until)`, deletedAt: null },
      });
    return bound;
  });
}

// A key's bytes are to go: `remove` deletes them and their variants from the store under the site's
// lock (so no upload to the key completes, and no variant of it is counted, in between), then the key
// and its variants stop counting. On S3 a presigned URL of the key may
// still be valid: the key then keeps counting, marked deleted, until it expires, when `dueDeletions`
// names it to be deleted again. `signedUntilSeen` (S3, whose delete runs before the lock): the key's
// signing as read before the delete; a key signed again since is left counting and live.
export async function forgetKey(siteUid: string, key: string, remove: () => Promise<void>, opts: { signedUntilSeen?: Date | null } = {}, now = new Date()): Promise<void> {
  await withSiteLock(siteUid, async (tx) => {
    await remove();
    await forgetVariants(tx, siteUid, key);
    const where = and(eq(storageObjects.siteUid, siteUid), eq(storageObjects.key, key));
    const [row] = await tx.select({ signedUntil: storageObjects.signedUntil }).from(storageObjects).where(where);
    if (!row) return;
    if (opts.signedUntilSeen !== undefined && row.signedUntil?.getTime() !== opts.signedUntilSeen?.getTime()) return;
    if (row.signedUntil && row.signedUntil > now) await tx.update(storageObjects).set({ deletedAt: now }).where(where);
    else await tx.delete(storageObjects).where(where);
  });
}

export async function keySignedUntil(siteUid: string, key: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ signedUntil: storageObjects.signedUntil })
    .from(storageObjects)
    .where(and(eq(storageObjects.siteUid, siteUid), eq(storageObjects.key, key)));
  return row?.signedUntil ?? null;
}

// S3 keys deleted while a presigned URL of theirs was valid, whose URLs have all expired since: delete
// them once more (with forgetKey), in case the URL wrote them after the first delete.
export async function dueDeletions(siteUid: string, now = new Date(), limit = 20): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: storageObjects.key })
    .from(storageObjects)
    .where(and(eq(storageObjects.siteUid, siteUid), isNotNull(storageObjects.deletedAt), or(isNull(storageObjects.signedUntil), lte(storageObjects.signedUntil, now))))
    .limit(limit);
  return rows.map((r) => r.key);
}

export async function storageUse(siteUid: string, now = new Date()): Promise<StorageUse> {
  const db = await getDb();
  const [row] = await db.select({ quotaBytes: siteStorage.quotaBytes }).from(siteStorage).where(eq(siteStorage.siteUid, siteUid));
  const quotaSet = row?.quotaBytes !== undefined && row.quotaBytes !== null;
  const storedB = await storedBytes(db, siteUid);
  const reservedB = await reservedBytes(db, siteUid, now);
  const variantB = await variantBytes(db, siteUid);
  return {
    quotaBytes: quotaSet ? row.quotaBytes! : env.STORAGE_QUOTA_BYTES,
    quotaSet,
    storedBytes: storedB,
    reservedBytes: reservedB,
    variantBytes: variantB,
    usedBytes: storedB + reservedB + variantB,
  };
}

// A platform admin's quota for one site (null: back to STORAGE_QUOTA_BYTES). Lowering it below the use
// deletes nothing: further uploads are refused until files are deleted.
export async function setSiteQuota(user: SessionUser, siteUid: string, quotaBytes: number | null): Promise<StorageUse> {
  if (user.platformRole < ROLE.superAdmin) throw forbidden("Only a platform admin may set a site's storage quota");
  await withSiteLock(siteUid, async (tx) => {
    await tx.update(siteStorage).set({ quotaBytes }).where(eq(siteStorage.siteUid, siteUid));
  });
  void logEvent(
    siteUid,
    'info',
    'storage.quota',
    quotaBytes === null
      ? `The platform admin set this site's storage quota back to the platform's ${plainSize(env.STORAGE_QUOTA_BYTES)}`
      : `The platform admin set this site's storage quota to ${plainSize(quotaBytes)}`,
    { quotaBytes, by: user.uid },
  );
  return storageUse(siteUid);
}

// Start-up, local store: counts files stored before quotas were kept (once: while nothing is counted
// yet). Files of sites that no longer exist are left out.
export async function countExistingFiles(files: AsyncIterable<{ siteUid: string; key: string; size: number }>): Promise<number> {
  const db = await getDb();
  const [any] = await db.select({ key: storageObjects.key }).from(storageObjects).limit(1);
  if (any) return 0;
  const known = new Set((await db.select({ uid: sites.uid }).from(sites)).map((r) => r.uid));
  let counted = 0;
  for await (const f of files) {
    if (!known.has(f.siteUid)) continue;
    await db.insert(storageObjects).values(f).onConflictDoNothing();
    counted++;
  }
  return counted;
}
