import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { files } from '@/db/schema';
import { siteChanged } from '@/lib/shared/cache/generation';
import type { ImageFacts } from '@/lib/domains/content/images/measure';

// An upload that replaced the bytes of a key some file records name: they take its new version and
// measurements, so their pages ask for the new original's variants.
export async function measuredUpload(siteUid: string, key: string, version: string, image: ImageFacts | undefined): Promise<void> {
  const db = await getDb();
  const changed = await db
    .update(files)
    .set({ contentVersion: version, width: image?.width ?? null, height: image?.height ?? null, placeholder: image?.placeholder ?? null, updatedAt: new Date() })
    .where(inSite(files, siteUid, eq(files.storageKey, key)))
    .returning({ uid: files.uid });
  if (changed.length > 0) await siteChanged(siteUid);
}
