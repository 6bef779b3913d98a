import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { bits } from '@/db/schema';
import { MemoryStore } from '@/lib/cache/store';
import { processSingleton } from '@/lib/process-singleton';
import { LOOKUP_TTL_MS, purgeSitePages } from '../pages/caches';

// `bits` in templates: the site's named snippets as one name -> value map, cached like lookups.
const bitsCache = processSingleton('bits-cache', () => new MemoryStore<Record<string, unknown>>({ max: 5000, ttlMs: LOOKUP_TTL_MS }));

export async function siteBits(siteUid: string): Promise<Record<string, unknown>> {
  const hit = bitsCache.get(siteUid);
  if (hit) return hit;
  const db = await getDb();
  const rows = await db.select({ name: bits.name, value: bits.value }).from(bits).where(inSite(bits, siteUid));
  const map = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  bitsCache.set(siteUid, map);
  return map;
}

// A bit write changes what any page may show.
export function purgeBits(siteUid: string): void {
  bitsCache.delete(siteUid);
  purgeSitePages(siteUid);
}
