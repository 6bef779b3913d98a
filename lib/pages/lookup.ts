import { eq, like } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { lookupCache, lookupKey, PATTERNS_PATH, type TemplateRecord } from './caches';

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

// Only published templates answer (CONTRACT 3a): a draft is never rendered nor matched by a path.
export async function templateAt(siteUid: string, permalink: string): Promise<TemplateRecord | null> {
  const key = lookupKey(siteUid, permalink);
  const hit = lookupCache.get(key);
  if (hit) return hit.template;
  const db = await getDb();
  const [row] = await db.select(columns).from(templates).where(liveInSite(templates, siteUid, eq(templates.published, true), eq(templates.permalink, permalink))).limit(1);
  const template = row ?? null;
  lookupCache.set(key, { template });
  return template;
}

// Permalinks with `:name` segments (`/blog/:slug`) match any path of the same shape.
async function patterns(siteUid: string): Promise<TemplateRecord[]> {
  const key = lookupKey(siteUid, PATTERNS_PATH);
  const hit = lookupCache.get(key);
  if (hit?.patterns) return hit.patterns;
  const db = await getDb();
  const rows = await db.select(columns).from(templates).where(liveInSite(templates, siteUid, eq(templates.published, true), like(templates.permalink, '%/:%')));
  lookupCache.set(key, { template: null, patterns: rows });
  return rows;
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

// Path -> template: the exact permalink first, then the most specific pattern. Cached a few
// minutes, misses too; saves purge their own path (and patterns, which match many paths).
export async function templateForPath(siteUid: string, permalink: string): Promise<PathMatch | null> {
  const found = await templateAt(siteUid, permalink);
  if (found) return { template: found, params: {} };
  const candidates = (await patterns(siteUid))
    .map((t) => ({ template: t, params: matchPattern(t.permalink ?? '', permalink) }))
    .filter((m): m is PathMatch => m.params !== null)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0] ?? null;
}
