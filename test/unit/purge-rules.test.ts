import { beforeEach, describe, expect, it } from 'vitest';
import { LOOKUP_TTL_MS, lookupCache, lookupKey, pageCache, pageKey, purgeTemplateCaches } from '@/lib/pages/caches';

const page = { status: 200, body: 'x', contentType: 'text/html' };
const A = 'siteA';
const B = 'siteB';
const paths = ['/', '/index', '/about', '/about/', '/blog/one', '/contact'];

function fill() {
  pageCache.clear();
  lookupCache.clear();
  for (const site of [A, B]) {
    for (const p of paths) {
      pageCache.set(pageKey(site, p, ''), page);
      pageCache.set(pageKey(site, p, '?q=1'), page);
      lookupCache.set(lookupKey(site, p), { template: null });
    }
  }
}
const cachedPages = (site: string) => paths.filter((p) => pageCache.get(pageKey(site, p, '')) && pageCache.get(pageKey(site, p, '?q=1')));
const cachedLookups = (site: string) => paths.filter((p) => lookupCache.get(lookupKey(site, p)));

// Spec part 4, template save and cache purge rules 1-6, on the caches themselves.
describe('purge rules', () => {
  let dropped: string[];
  const drop = (s: string) => dropped.push(s);
  beforeEach(() => {
    fill();
    dropped = [];
  });

  it('rules 1, 2 and 5: a permalink purges exactly that path (every query string), its lookup and resolution', () => {
    purgeTemplateCaches(A, '/about', drop);
    expect(cachedPages(A)).toEqual(['/', '/index', '/about/', '/blog/one', '/contact']);
    expect(cachedLookups(A)).toEqual(['/', '/index', '/about/', '/blog/one', '/contact']);
    expect(dropped).toEqual([A]);
    expect(cachedPages(B)).toEqual(paths);
  });

  it('rule 3: a layout or partial (no permalink) purges the site wholesale, and only that site', () => {
    purgeTemplateCaches(A, null, drop);
    expect(cachedPages(A)).toEqual([]);
    expect(cachedLookups(A)).toEqual([]);
    expect(cachedPages(B)).toEqual(paths);
    expect(cachedLookups(B)).toEqual(paths);
  });

  it('rule 4: /index clears both /index and /', () => {
    purgeTemplateCaches(A, '/index', drop);
    expect(cachedPages(A)).toEqual(['/about', '/about/', '/blog/one', '/contact']);
  });

  it('a pattern permalink stands for many paths and purges like a layout', () => {
    purgeTemplateCaches(A, '/blog/:slug', drop);
    expect(cachedPages(A)).toEqual([]);
  });

  it('rule 6: lookups live a few minutes', () => {
    expect(LOOKUP_TTL_MS).toBeGreaterThanOrEqual(60_000);
    expect(LOOKUP_TTL_MS).toBeLessThanOrEqual(10 * 60_000);
  });
});
