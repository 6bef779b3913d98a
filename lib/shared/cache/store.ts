import { LRUCache } from 'lru-cache';
import { TenantShares } from './shares';

// One cache interface for the per-process caches. Nothing is ever deleted by prefix: keys start with
// the site's generation (lib/shared/cache/generation.ts), so a bump retires a site's entries without a scan.
// Values are never null or undefined (lru-cache's own bound): `undefined` from get means a miss.
interface CacheStore<V extends NonNullable<unknown>> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
}

interface StoreOptions<V> {
  max: number;
  ttlMs: number;
  // Bounds the sum of `sizeOf`; an entry above `maxEntrySize` (default maxSize) is not kept.
  maxSize?: number;
  maxEntrySize?: number;
  sizeOf?: (v: V) => number;
  // Shared by tenants (./shares.ts): the tenant of a key, and the part of the bound each may hold
  // before a full cache takes room from it first (8: an eighth).
  tenantOf?: (key: string) => string;
  shareParts?: number;
}

// The site a per-site cache key belongs to: keys start with `<site uid>|` (./site-data.ts siteKey).
export const siteOfKey = (key: string) => key.slice(0, key.indexOf('|'));

export class MemoryStore<V extends NonNullable<unknown>> implements CacheStore<V> {
  private readonly lru: LRUCache<string, V>;
  private readonly shares: TenantShares | null;
  private readonly sizeOf: (v: V) => number;
  constructor(private readonly options: StoreOptions<V>) {
    const { tenantOf } = options;
    this.sizeOf = options.maxSize ? (options.sizeOf ?? (() => 1)) : () => 1;
    this.shares = tenantOf ? new TenantShares((options.maxSize ?? options.max) / (options.shareParts ?? 8)) : null;
    const shares = this.shares;
    this.lru = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
      ...(options.maxSize ? { maxSize: options.maxSize, maxEntrySize: options.maxEntrySize ?? options.maxSize, sizeCalculation: this.sizeOf } : {}),
      // Every way out (evicted, expired, deleted, replaced) leaves the tenant's account.
      ...(shares && tenantOf ? { dispose: (_v: V, key: string) => shares.removed(tenantOf(key), key) } : {}),
    });
  }
  get(key: string) {
    return this.lru.get(key);
  }
  set(key: string, value: V, ttlMs?: number) {
    const tenant = this.options.tenantOf?.(key);
    const size = this.sizeOf(value);
    if (this.shares && tenant !== undefined) this.makeRoom(tenant, size);
    this.lru.set(key, value, ttlMs ? { ttl: ttlMs } : undefined);
    // Not kept when above the per-entry bound.
    if (this.shares && tenant !== undefined && this.lru.has(key)) this.shares.added(tenant, key, size);
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
  // Bytes (or entries, without sizeOf) the tenant holds.
  heldBy(tenant: string) {
    return this.shares?.sizeOf(tenant) ?? 0;
  }

  // Before the cache's own eviction (least recently used, whoever it belongs to), room for `size` comes
  // from the tenants above their share.
  private makeRoom(tenant: string, size: number) {
    const { max, maxSize, maxEntrySize } = this.options;
    if (maxSize && size > (maxEntrySize ?? maxSize)) return;
    const full = () => this.lru.size >= max || (maxSize !== undefined && this.lru.calculatedSize + size > maxSize);
    while (full()) {
      const victim = this.shares!.victim(tenant);
      if (victim === undefined) return;
      // An entry the cache no longer has (never expected) still leaves the account, so this ends.
      if (!this.lru.delete(victim)) this.shares!.removed(this.options.tenantOf!(victim), victim);
    }
  }
}
