import { processSingleton } from '@/lib/process-singleton';
import { MemoryStore } from './store';

// The site as of one generation (lib/cache/generation.ts): every per-site cache key starts with it, so
// a write to the site retires all of them at once, on every instance, with no scan.
export interface SiteVersion {
  uid: string;
  generation: number;
}

export const siteKey = (site: SiteVersion) => `${site.uid}|${site.generation}`;

// Data a render reads that is the same for every visitor (template lookups, bits, collection rows):
// valid for the whole generation; the TTL only frees the memory of sites nobody visits.
const DATA_TTL_MS = 10 * 60 * 1000;
const cache = processSingleton('site-data-cache', () => new MemoryStore<{ value: unknown }>({ max: 20_000, ttlMs: DATA_TTL_MS }));
const loading = processSingleton('site-data-loading', () => new Map<string, Promise<unknown>>());

// Shared between every render of the generation: frozen, so no template or filter can change what the
// next visitor sees.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
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
        cache.set(full, { value: deepFreeze(value) });
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
