import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getDb } from '@/db/client';
import { siteDomains, sites } from '@/db/schema';
import { env } from '@/lib/env';
import { normalizeHost, resolveHost } from './resolve-host';

export interface SiteRef {
  uid: string;
  subdomain: string;
  name: string;
  ownerUid: string | null;
  settings: Record<string, unknown>;
}

export type Tenant = { kind: 'platform' } | { kind: 'site'; site: SiteRef } | { kind: 'none' };

const NONE: Tenant = { kind: 'none' };
const PLATFORM: Tenant = { kind: 'platform' };

// Host -> tenant, cached per process; every site change clears it (site changes are rare).
const cacheKey = Symbol.for('site-platform.host-cache');
type G = typeof globalThis & { [cacheKey]?: LRUCache<string, Tenant> };
function cache(): LRUCache<string, Tenant> {
  const g = globalThis as G;
  g[cacheKey] ??= new LRUCache<string, Tenant>({ max: 10_000, ttl: 60_000 });
  return g[cacheKey];
}

export function invalidateTenantCache(): void {
  cache().clear();
}

const siteColumns = { uid: sites.uid, subdomain: sites.subdomain, name: sites.name, ownerUid: sites.ownerUid, settings: sites.settings };

async function lookup(host: string | null): Promise<Tenant> {
  const target = resolveHost(host, env.PLATFORM_HOST);
  if (target.kind === 'platform') return PLATFORM;
  if (target.kind === 'invalid') return NONE;
  const db = await getDb();
  const [site] =
    target.kind === 'subdomain'
      ? await db.select(siteColumns).from(sites).where(eq(sites.subdomain, target.subdomain)).limit(1)
      : await db
          .select(siteColumns)
          .from(siteDomains)
          .innerJoin(sites, eq(sites.uid, siteDomains.siteUid))
          // Only a proven (active) claim selects a site; a pending one selects nothing.
          .where(and(eq(siteDomains.domain, target.domain), eq(siteDomains.status, 'active')))
          .limit(1);
  return site ? { kind: 'site', site } : NONE;
}

export async function tenantForHost(host: string | null): Promise<Tenant> {
  const key = normalizeHost(host);
  const hit = cache().get(key);
  if (hit) return hit;
  const tenant = await lookup(host);
  cache().set(key, tenant);
  return tenant;
}

// The cached answer for a host, without touching the database (the outer server's fast path).
export function peekTenant(host: string | null | undefined): Tenant | undefined {
  return cache().get(normalizeHost(host));
}
