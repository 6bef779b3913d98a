import { LRUCache } from 'lru-cache';

// One cache interface for page, lookup and resolution caches. In memory now; a shared (Redis)
// implementation can sit behind the same methods.
export interface CacheStore<V extends {}> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  // Drops every key that starts with `prefix` (a path's variants, or a whole site).
  deletePrefix(prefix: string): number;
  clear(): void;
}

export class MemoryStore<V extends {}> implements CacheStore<V> {
  private readonly lru: LRUCache<string, V>;
  constructor(options: { max: number; ttlMs: number; maxSize?: number; sizeOf?: (v: V) => number }) {
    this.lru = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
      ...(options.maxSize ? { maxSize: options.maxSize, sizeCalculation: options.sizeOf ?? (() => 1) } : {}),
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
  deletePrefix(prefix: string) {
    let n = 0;
    for (const key of [...this.lru.keys()]) {
      if (key.startsWith(prefix)) {
        this.lru.delete(key);
        n++;
      }
    }
    return n;
  }
  clear() {
    this.lru.clear();
  }
}
