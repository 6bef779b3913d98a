import { env } from '@/lib/shared/env';
import { siteKey, type SiteVersion } from '@/lib/shared/cache/site-data';
import { MemoryStore, siteOfKey } from '@/lib/shared/cache/store';
import { processSingleton } from '@/lib/shared/process-singleton';

// A cached page is its finished HIT answer: headers (content-length included) and the encoded body,
// so a hit costs no encoding and no header building.
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  // The post the page showed ('' for none): analytics counts a hit towards it (lib/domains/platform/analytics).
  postUid: string;
  // The site's comments generation the render read comments at; null: it read none, so a comment
  // does not retire it (lib/shared/cache/generation.ts).
  commentsGeneration: number | null;
  // Until when (ms since the epoch) the page is fresh: PAGE_CACHE_SECONDS after its render, or longer for
  // a page that only the site's data shapes (lib/pages/serve.ts). Past it the entry stays for
  // SERVE_STALE_SECONDS more, served only while the database cannot be reached.
  freshUntil: number;
}

export const isFresh = (page: CachedPage, now = Date.now()) => now < page.freshUntil;

// Whether a cached page still holds for the site as now known: one that read comments only while the
// comments generation is the one it was rendered at (its key holds the generation already).
export const stillCurrent = (hit: CachedPage, site: { commentsGeneration: number }) => hit.commentsGeneration === null || hit.commentsGeneration === site.commentsGeneration;

// Anonymous rendered pages: fresh for PAGE_CACHE_SECONDS (or until the site changes: serve.ts), kept SERVE_STALE_SECONDS longer for an
// outage, bounded by total size. Keyed by the site's generation (and checked against its comments
// generation when the page read comments: stillCurrent).
export const pageKey = (site: SiteVersion, path: string, query: string) => `${siteKey(site)}|${path}|${query}`;
export const pageCache = processSingleton(
  'page-cache',
  () =>
    new MemoryStore<CachedPage>({
      // The size bound is the real one: a count of 5,000 let ten thousand small sites' home pages evict
      // each other in turn (a visitor cycle over more sites than entries never hits).
      max: 100_000,
      // The default; each entry is set with its own freshness plus SERVE_STALE_SECONDS (lib/pages/serve.ts).
      ttlMs: Math.max(env.PAGE_CACHE_SECONDS + env.SERVE_STALE_SECONDS, 1) * 1000,
      maxSize: 256 * 1024 * 1024,
      sizeOf: (p) => p.body.length + 256,
      // A visitor asking one site for page after page of query-string variants fills that site's share,
      // then makes room from it, not from the other sites' pages (lib/shared/cache/shares.ts).
      tenantOf: siteOfKey,
    }),
);
