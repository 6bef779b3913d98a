import { describe, expect, it } from 'vitest';
import { MemoryStore, siteOfKey } from '@/lib/shared/cache/store';

// A shared cache under one tenant's flood (threat model: every shared pool gives each tenant a fair
// share): a full cache makes room from the tenants above their share before anyone else's entries go.
describe('tenant shares of a shared cache', () => {
  const store = () => new MemoryStore<string>({ max: 1000, ttlMs: 60_000, maxSize: 8000, sizeOf: (v) => v.length, tenantOf: siteOfKey, shareParts: 8 });
  const fill = (s: MemoryStore<string>, site: string, count: number, size = 100, from = 0) => {
    for (let i = from; i < from + count; i++) s.set(`${site}|1|page-${i}`, 'x'.repeat(size));
  };

  it("keeps every small site's entries while one site floods the cache with variants", () => {
    const s = store();
    for (const site of ['a', 'b', 'c']) fill(s, site, 5);
    // The flood: 50 times the whole cache, in entries of 100 bytes.
    fill(s, 'hog', 4000);
    for (const site of ['a', 'b', 'c']) for (let i = 0; i < 5; i++) expect(s.get(`${site}|1|page-${i}`), `${site} ${i}`).toBeDefined();
    expect(s.heldBy('hog')).toBeLessThanOrEqual(8000 - 1500);
    // The newest of the flood is kept, its oldest went first.
    expect(s.get('hog|1|page-3999')).toBeDefined();
    expect(s.get('hog|1|page-0')).toBeUndefined();
  });

  it('takes room from the site furthest above its share when a small site adds an entry to a full cache', () => {
    const s = store();
    fill(s, 'big', 50); // 5000 bytes, above its share of 1000
    fill(s, 'mid', 25); // 2500 bytes
    fill(s, 'small', 5); // 500: the cache is full
    fill(s, 'small', 5, 100, 5);
    expect(s.heldBy('small')).toBe(1000);
    expect(s.heldBy('big')).toBe(4500);
    expect(s.heldBy('mid')).toBe(2500);
    expect(s.get('big|1|page-0')).toBeUndefined();
    expect(s.get('mid|1|page-0')).toBeDefined();
  });

  it('counts a replaced, deleted or refused entry once', () => {
    const s = store();
    s.set('a|1|k', 'x'.repeat(100));
    s.set('a|1|k', 'x'.repeat(300));
    expect(s.heldBy('a')).toBe(300);
    s.delete('a|1|k');
    expect(s.heldBy('a')).toBe(0);
    s.set('a|1|huge', 'x'.repeat(9000));
    expect(s.heldBy('a')).toBe(0);
  });

  it('lets a lone site use the whole cache while nobody else needs room', () => {
    const s = store();
    fill(s, 'only', 80);
    expect(s.heldBy('only')).toBe(8000);
    expect(s.get('only|1|page-0')).toBeDefined();
  });
});
