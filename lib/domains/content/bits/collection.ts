import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { bits } from '@/db/schema';
import type { CollectionSource } from '@/lib/shared/content/collection-source';

export const bitsSource: CollectionSource = async (siteUid, o) => {
  const db = await getDb();
  const name = typeof o.name === 'string' ? o.name : undefined;
  const rows = await db
    .select()
    .from(bits)
    .where(inSite(bits, siteUid, name ? eq(bits.name, name) : undefined))
    .orderBy(asc(bits.name))
    .limit(o.limit)
    .offset(o.offset);
  return rows.map((r) => ({ uid: r.uid, name: r.name, value: r.value }));
};
