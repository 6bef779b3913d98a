import { processSingleton } from '@/lib/shared/process-singleton';
import { MemoryStore, siteOfKey } from './store';

// The site as of one generation (lib/shared/cache/generation.ts): every per-site cache key starts with it, so
// a write to the site retires all of them at once, on every instance, with no scan.
export interface SiteVersion {
  uid: string;
  generation: number;
}

export const siteKey = (site: SiteVersion) => `${site.uid}|${site.generation}`;

// Data a render reads that is the same for every visitor (template lookups, bits, collection rows):
// valid for the whole generation; the TTL only frees the memory of sites nobody visits.
// Bounded by size, not only by count: one site's key space is open (collection options, API query
// strings) and its rows can be large, so a count alone let one tenant fill the process's memory. An
// entry above the per-entry cap is served but not kept. A full cache takes room from the sites above
// an eighth of it first (./shares.ts), so one site's variants cannot push the others out.
const DATA_TTL_MS = 10 * 60 * 1000;
export const SITE_DATA_LIMITS = { totalBytes: 64 * 1024 * 1024, entryBytes: 2 * 1024 * 1024 } as const;
interface Entry {
  value: unknown;
  size: number;
}
const cache = processSingleton(
  'site-data-cache',
  () => new MemoryStore<Entry>({ max: 20_000, ttlMs: DATA_TTL_MS, maxSize: SITE_DATA_LIMITS.totalBytes, maxEntrySize: SITE_DATA_LIMITS.entryBytes, sizeOf: (e) => e.size, tenantOf: siteOfKey }),
);
const loading = processSingleton('site-data-loading', () => new Map<string, Promise<unknown>>());

// Shared between every render of the generation: frozen, so no template or filter can change what the
// next visitor sees. Returns an estimate of the value's size in bytes (strings at two bytes a character,
// a small constant per other node) from the same walk.
function freezeAndMeasure(value: unknown): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (!value || typeof value !== 'object') return 16;
  if (Object.isFrozen(value)) return 16;
  Object.freeze(value);
  let size = 32;
  for (const [key, v] of Object.entries(value)) size += key.length * 2 + freezeAndMeasure(v);
  return size;
}

// Reads `key` of the site's generation, loading it once: concurrent misses share one query.
export async function siteData<T>(site: SiteVersion, key: string, load: () => Promise<T>): Promise<T> {
  const full = `${siteKey(site)}|${key}`;
  const hit = cache.get(full);
  if (hit) return hit.value as T;
  let pending = loading.get(full) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (value) => {
        cache.set(full, { value, size: freezeAndMeasure(value) });
        loading.delete(full);
        return value;
      },
      (err: unknown) => {
        loading.delete(full);
        throw err;
      },
    );
    loading.set(full, pending);
  }
  return pending;
}
