import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { bits } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';

// `bits` in templates: the site's named snippets as one name -> value map, for the site's generation.
export function siteBits(site: SiteVersion): Promise<Record<string, unknown>> {
  return siteData(site, 'bits', async () => {
    const db = await getDb();
    const rows = await db.select({ name: bits.name, value: bits.value }).from(bits).where(inSite(bits, site.uid));
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  });
}
