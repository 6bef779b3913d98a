import { eq, like } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/cache/site-data';
import { renderableTemplate } from '@/lib/templates/renderable';
import type { TemplateRecord } from './caches';

const columns = {
  uid: templates.uid,
  title: templates.title,
  permalink: templates.permalink,
  type: templates.type,
  body: templates.body,
  updatedAt: templates.updatedAt,
};

export interface PathMatch {
  template: TemplateRecord;
  params: Record<string, string>;
}

// Only published templates answer (CONTRACT 3a): a draft is never rendered nor matched by a path, nor
// is an email template.
// Misses are cached too; the site's generation moves with any template write, so a new permalink is
// found at once.
export function templateAt(site: SiteVersion, permalink: string): Promise<TemplateRecord | null> {
  return siteData(site, `template|${permalink}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select(columns)
      .from(templates)
      .where(liveInSite(templates, site.uid, eq(templates.published, true), renderableTemplate(), eq(templates.permalink, permalink)))
      .limit(1);
    return row ?? null;
  });
}

// Permalinks with `:name` segments (`/blog/:slug`) match any path of the same shape.
function patterns(site: SiteVersion): Promise<TemplateRecord[]> {
  return siteData(site, 'patterns', async () => {
    const db = await getDb();
    return db
      .select(columns)
      .from(templates)
      .where(liveInSite(templates, site.uid, eq(templates.published, true), renderableTemplate(), like(templates.permalink, '%/:%')));
  });
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':') && h) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

// Path -> template: the exact permalink first, then the most specific pattern.
export async function templateForPath(site: SiteVersion, permalink: string): Promise<PathMatch | null> {
  const found = await templateAt(site, permalink);
  if (found) return { template: found, params: {} };
  const candidates = (await patterns(site))
    .map((t) => ({ template: t, params: matchPattern(t.permalink ?? '', permalink) }))
    .filter((m): m is PathMatch => m.params !== null)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0] ?? null;
}
