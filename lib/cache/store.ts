import { LRUCache } from 'lru-cache';

// One cache interface for the per-process caches. Nothing is ever deleted by prefix: keys start with
// the site's generation (lib/cache/generation.ts), so a bump retires a site's entries without a scan.
// Values are never null or undefined (lru-cache's own bound): `undefined` from get means a miss.
interface CacheStore<V extends NonNullable<unknown>> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
}

export class MemoryStore<V extends NonNullable<unknown>> implements CacheStore<V> {
  private readonly lru: LRUCache<string, V>;
  // `maxSize` bounds the sum of `sizeOf`; an entry above `maxEntrySize` (default maxSize) is not kept.
  constructor(options: { max: number; ttlMs: number; maxSize?: number; maxEntrySize?: number; sizeOf?: (v: V) => number }) {
    this.lru = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
      ...(options.maxSize ? { maxSize: options.maxSize, maxEntrySize: options.maxEntrySize ?? options.maxSize, sizeCalculation: options.sizeOf ?? (() => 1) } : {}),
    });
  }
  get(key: string) {
    return this.lru.get(key);
  }
  set(key: string, value: V, ttlMs?: number) {
    this.lru.set(key, value, ttlMs ? { ttl: ttlMs } : undefined);
  }
  delete(key: string) {
    this.lru.delete(key);
  }
  clear() {
    this.lru.clear();
  }
  // Entries held, stale ones included until they are next touched.
  size() {
    return this.lru.size;
  }
}
