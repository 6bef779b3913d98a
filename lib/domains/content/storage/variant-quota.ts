import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { imageVariants } from '@/db/schema';
import { AppError } from '@/lib/shared/errors';
import { IMAGE_VARIANTS_PER_ORIGINAL } from '@/lib/domains/content/images/limits';
import { storageUse, usedBytes, withSiteLock, type Tx } from './quota';
import { plainSize } from './sizes';

// Image variants (lib/domains/content/images/serve.ts) count against the site's quota like its originals: each is
// counted, under the site's lock, before its file is placed (a crash in between leaves a count
// without a file, never a file without a count; lib/domains/content/storage/variant-sweep.ts tidies either), and at
// most IMAGE_VARIANTS_PER_ORIGINAL are kept for one version of one key.

// A new variant that is not made: the site's storage is full (413), or its original has all the
// variants it may have (422). lib/http/stored-files.ts answers an image request with the original
// under the same status, so pages still show their images.
export class VariantRefused extends AppError {}

export interface VariantId {
  siteUid: string;
  key: string;
  version: string;
  name: string;
}

const whereVersion = (v: VariantId) => and(eq(imageVariants.siteUid, v.siteUid), eq(imageVariants.key, v.key), eq(imageVariants.version, v.version));
const whereVariant = (v: VariantId) => and(whereVersion(v), eq(imageVariants.name, v.name));

const tooMany = () =>
  new VariantRefused(
    'invalid',
    `This image has ${IMAGE_VARIANTS_PER_ORIGINAL} sizes and formats made already, the most one image may have: ask for one of those, or upload the image again to start over. Pages show it as uploaded meanwhile.`,
    undefined,
    { variants: { max: IMAGE_VARIANTS_PER_ORIGINAL } },
  );

const full = (quotaBytes: number, used: number, requested: number | null) =>
  new VariantRefused(
    'payload_too_large',
    `This site's storage is full (${plainSize(used, 'up')} used of ${plainSize(quotaBytes)}), so no new image sizes are made: pages show the image as uploaded meanwhile. Delete files you no longer need, or ask the platform admin for more room.`,
    undefined,
    { quota: { quotaBytes, usedBytes: used, requestedBytes: requested } },
  );

// Before a variant is made (it costs a turn of the image workers): refused at once when it could not
// be kept. A variant counted already (its file lost) may always be made again.
export async function variantRoom(v: VariantId): Promise<void> {
  const db = await getDb();
  const [known] = await db.select({ bytes: imageVariants.bytes }).from(imageVariants).where(whereVariant(v));
  if (known) return;
  const [made] = await db.select({ n: count() }).from(imageVariants).where(whereVersion(v));
  if ((made?.n ?? 0) >= IMAGE_VARIANTS_PER_ORIGINAL) throw tooMany();
  const use = await storageUse(v.siteUid);
  if (use.usedBytes >= use.quotaBytes) throw full(use.quotaBytes, use.usedBytes, null);
}

// Counts a made variant of `bytes` and `place`s its file, under the site's lock. Not kept (false) when
// the original is no longer this version (`current` reads it: replaced or deleted meanwhile, whose
// variants are gone); refused past the bound or the quota. Made twice (two instances at once), it
// counts once. A transaction that fails after the placement takes the file away again (`unplace`).
export async function keepVariant(v: VariantId, bytes: number, current: () => Promise<string | null>, place: () => Promise<void>, unplace: () => Promise<void>): Promise<boolean> {
  let placed = false;
  try {
    return await counted(v, bytes, current, async () => {
      await place();
      placed = true;
    });
  } catch (err) {
    if (placed) await unplace();
    throw err;
  }
}

function counted(v: VariantId, bytes: number, current: () => Promise<string | null>, place: () => Promise<void>): Promise<boolean> {
  return withSiteLock(v.siteUid, async (tx: Tx, { quotaBytes }) => {
    if ((await current()) !== v.version) return false;
    const [known] = await tx.select({ bytes: imageVariants.bytes }).from(imageVariants).where(whereVariant(v));
    if (!known) {
      const [made] = await tx.select({ n: count() }).from(imageVariants).where(whereVersion(v));
      if ((made?.n ?? 0) >= IMAGE_VARIANTS_PER_ORIGINAL) throw tooMany();
      const used = await usedBytes(tx, v.siteUid, new Date());
      if (used + bytes > quotaBytes) throw full(quotaBytes, used, bytes);
      await tx.insert(imageVariants).values({ ...v, bytes });
    } else if (known.bytes !== bytes) {
      await tx.update(imageVariants).set({ bytes }).where(whereVariant(v));
    }
    // In the transaction: a placement that fails rolls the count back.
    await place();
    return true;
  });
}
