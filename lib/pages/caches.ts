import { env } from '@/lib/env';
import { MemoryStore } from '@/lib/cache/store';
import { processSingleton } from '@/lib/process-singleton';

export interface CachedPage {
  status: number;
  body: string;
  contentType: string;
  platform?: boolean;
}

export interface TemplateRecord {
  uid: string;
  title: string;
  permalink: string | null;
  type: string;
  body: string;
  updatedAt: Date;
}

// Keys are `<siteUid>|<path>|…` so a path's entries (every query string) or a whole site can be dropped.
export const pageKey = (siteUid: string, path: string, query: string) => `${siteUid}|${path}|${query}`;
export const lookupKey = (siteUid: string, permalink: string) => `${siteUid}|${permalink}|`;

// Anonymous rendered pages: PAGE_CACHE_SECONDS, bounded by total size.
export const pageCache = processSingleton('page-cache', () =>
  new MemoryStore<CachedPage>({ max: 5000, ttlMs: Math.max(env.PAGE_CACHE_SECONDS, 1) * 1000, maxSize: 256 * 1024 * 1024, sizeOf: (p) => p.body.length + 64 }),
);

// Path -> template record (or a miss) for a few minutes; saves purge their own path.
export const LOOKUP_TTL_MS = 3 * 60 * 1000;
export const lookupCache = processSingleton('lookup-cache', () => new MemoryStore<{ template: TemplateRecord | null; patterns?: TemplateRecord[] }>({ max: 20_000, ttlMs: LOOKUP_TTL_MS }));
// The lookup entry holding a site's pattern permalinks (`/blog/:slug`); no real path contains a newline.
export const PATTERNS_PATH = '\n:patterns';

// Spec rules 1-6 for a saved or deleted template: a permalink purges that path's page, lookup and
// resolution entries (`/index` also `/`); a layout or partial (no permalink) purges the site wholesale.
export function purgeTemplateCaches(siteUid: string, permalink: string | null, dropResolution: (siteUid: string) => void): void {
  // A pattern permalink (`/blog/:slug`) stands for many paths: it purges like a layout.
  if (!permalink || permalink.includes('/:')) {
    pageCache.deletePrefix(`${siteUid}|`);
    lookupCache.deletePrefix(`${siteUid}|`);
  } else {
    const paths = permalink === '/index' ? ['/index', '/'] : [permalink];
    for (const path of paths) {
      pageCache.deletePrefix(`${siteUid}|${path}|`);
      lookupCache.delete(lookupKey(siteUid, path));
    }
  }
  // Parsed partials and layouts are resolved by title from any page, so the site's resolver goes too.
  dropResolution(siteUid);
}

// Redirect rules and other site-wide changes: every cached page of the site goes.
export function purgeSitePages(siteUid: string): void {
  pageCache.deletePrefix(`${siteUid}|`);
}
