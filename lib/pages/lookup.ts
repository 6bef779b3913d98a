import type { SiteVersion } from '@/lib/shared/cache/site-data';
import { permalinkPatterns, publishedTemplateAt, type TemplateRecord } from '@/lib/domains/content/templates/reads';

export interface PathMatch {
  template: TemplateRecord;
  params: Record<string, string>;
}

// The published template at this permalink, read (and cached per site generation) by lib/domains/content/templates.
export const templateAt = publishedTemplateAt;

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

// Path -> template: the exact permalink first, then the most specific pattern (permalinks with
// `:name` segments, `/blog/:slug`, match any path of the same shape).
export async function templateForPath(site: SiteVersion, permalink: string): Promise<PathMatch | null> {
  const found = await publishedTemplateAt(site, permalink);
  if (found) return { template: found, params: {} };
  const candidates = (await permalinkPatterns(site))
    .map((t) => ({ template: t, params: matchPattern(t.permalink ?? '', permalink) }))
    .filter((m): m is PathMatch => m.params !== null)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0] ?? null;
}
