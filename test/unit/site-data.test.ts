import { describe, expect, it } from 'vitest';
import { SITE_DATA_LIMITS, siteData } from '@/lib/shared/cache/site-data';

// The shared data cache is bounded by size: a site's key space is open (collection options, API query
// strings) and its rows can be large, so one tenant must not be able to fill the process's memory.
describe('site data cache', () => {
  const site = { uid: 'site-data-test', generation: 1 };

  it('loads once per generation, shares concurrent misses, and freezes what it shares', async () => {
    let loads = 0;
    const load = async () => (loads++, [{ title: 'a', tags: ['x'] }]);
    const [one, two] = await Promise.all([siteData(site, 'k', load), siteData(site, 'k', load)]);
    expect(await siteData(site, 'k', load)).toBe(one);
    expect(two).toBe(one);
    expect(loads).toBe(1);
    expect(Object.isFrozen(one[0]!.tags)).toBe(true);
    await siteData({ ...site, generation: 2 }, 'k', load);
    expect(loads).toBe(2);
  });

  it('serves an entry above the per-entry cap without keeping it', async () => {
    let loads = 0;
    const big = 'x'.repeat(SITE_DATA_LIMITS.entryBytes);
    const load = async () => (loads++, [{ body: big }]);
    await siteData(site, 'big', load);
    await siteData(site, 'big', load);
    expect(loads).toBe(2);
  });

  it('keeps the total under its bound: the oldest entries go first', async () => {
    const entry = 'y'.repeat(SITE_DATA_LIMITS.entryBytes / 4);
    let firstLoads = 0;
    await siteData(site, 'first', async () => (firstLoads++, [{ body: entry }]));
    // Twice the total bound in entries of a quarter of the per-entry cap each.
    const count = Math.ceil((2 * SITE_DATA_LIMITS.totalBytes) / (SITE_DATA_LIMITS.entryBytes / 2));
    for (let i = 0; i < count; i++) await siteData(site, `fill-${i}`, async () => [{ body: entry + i }]);
    await siteData(site, 'first', async () => (firstLoads++, [{ body: entry }]));
    expect(firstLoads).toBe(2);
  });
});
