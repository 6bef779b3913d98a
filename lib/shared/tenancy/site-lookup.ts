import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getDb, type Db } from '@/db/client';
import { databaseUnreachable } from '@/db/unreachable';
import { siteDomains, sites } from '@/db/schema';
import { learnGeneration, onHostsChanged, staleNumbers, trustedNumbers, type SiteNumbers } from '@/lib/shared/cache/generation';
import { env } from '@/lib/shared/env';
import { processSingleton } from '@/lib/shared/process-singleton';
import { normalizeHost, resolveHost } from './resolve-host';

export interface SiteRef {
  uid: string;
  subdomain: string;
  name: string;
  ownerUid: string | null;
  settings: Record<string, unknown>;
  // The site's generation when this was read: every cache entry made from it is keyed by it.
  generation: number;
  // The site's comments generation when this was read: what was made from comments is keyed by it too.
  commentsGeneration: number;
  // The site's posts number when this was read (every post write, drafts included): the API's post
  // lists are keyed by it.
  postsGeneration: number;
  // The platform trusts the site's mail (docs/behaviours.md#B-mail-trust): a platform admin approved it (`mail_trusted_at`)
  // or a custom domain of the site is proven. Both writes move the generation, so the cached value holds.
  mailTrusted: boolean;
  // Taken from the cache past its trust because the database cannot be reached: what is served from
  // it says so (lib/pages/serve.ts).
  stale?: true;
}

export type Tenant = { kind: 'platform' } | { kind: 'site'; site: SiteRef } | { kind: 'none' };

const NONE: Tenant = { kind: 'none' };
const PLATFORM: Tenant = { kind: 'platform' };

// Host -> tenant, cached per process. A site's entry holds while the site's numbers are the ones
// it was read at (any change of the site, its settings or its domains bumps it). A host that selects
// nothing is kept apart, and every instance drops those answers when a site is created or a domain
// proven (hostsChanged); they also expire after a few seconds, for a missed message.
// Room for every site of a large platform, bounded by size too: a site's settings are its owner's JSON.
const hostEntrySize = (t: Tenant) => 512 + (t.kind === 'site' ? 2 * JSON.stringify(t.site.settings).length : 0);
const hosts = processSingleton('host-cache', () => new LRUCache<string, Tenant>({ max: 50_000, maxSize: 64 * 1024 * 1024, sizeCalculation: hostEntrySize }));
const NO_SITE_TTL_MS = 5_000;
const noSite = processSingleton('no-site-hosts', () => {
  const cache = new LRUCache<string, Tenant>({ max: 10_000, ttl: NO_SITE_TTL_MS });
  onHostsChanged(() => cache.clear());
  return cache;
});

// Whether the platform trusts the site's mail, as a column of a query on `sites`.
export const mailTrustedColumn =
  sql<boolean>`(${sites.mailTrustedAt} is not null or exists (select 1 from site_domains proven where proven.site_uid = ${sites.uid} and proven.status = 'active'))`.mapWith(
    (v: unknown) => v === true || v === 't',
  );
const siteColumns = {
  uid: sites.uid,
  subdomain: sites.subdomain,
  name: sites.name,
  ownerUid: sites.ownerUid,
  settings: sites.settings,
  generation: sites.generation,
  commentsGeneration: sites.commentsGeneration,
  postsGeneration: sites.postsGeneration,
  mailTrusted: mailTrustedColumn,
};

const numbersOf = (site: SiteRef): SiteNumbers => ({ generation: site.generation, comments: site.commentsGeneration, posts: site.postsGeneration });
const sameNumbers = (numbers: SiteNumbers | undefined, site: SiteRef) =>
  numbers?.generation === site.generation && numbers.comments === site.commentsGeneration && numbers.posts === site.postsGeneration;

async function lookup(host: string | null): Promise<Tenant> {
  const target = resolveHost(host, env.PLATFORM_HOST, env.SITES_DOMAIN);
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
  if (!site) return NONE;
  learnGeneration(site.uid, numbersOf(site));
  return { kind: 'site', site };
}

// The cached entry if it still holds: a site's only while its numbers are trusted and unchanged (a
// comment or a draft re-reads the site row, so that its SiteRef carries the numbers caches key on).
function current(key: string): Tenant | undefined {
  const tenant = hosts.get(key) ?? noSite.get(key);
  if (tenant?.kind !== 'site') return tenant;
  return sameNumbers(trustedNumbers(tenant.site.uid), tenant.site) ? tenant : undefined;
}

// While the database cannot be reached, a site's host keeps selecting it from this cache for
// SERVE_STALE_SECONDS after its numbers were last learnt, so its cached pages stay up (issue 27).
function staleTenant(key: string): Tenant | undefined {
  const tenant = hosts.get(key);
  if (tenant?.kind !== 'site') return undefined;
  const numbers = staleNumbers(tenant.site.uid, (env.PAGE_CACHE_SECONDS + env.SERVE_STALE_SECONDS) * 1000);
  return sameNumbers(numbers, tenant.site) ? { kind: 'site', site: { ...tenant.site, stale: true } } : undefined;
}

export async function tenantForHost(host: string | null): Promise<Tenant> {
  const key = normalizeHost(host);
  const hit = current(key);
  if (hit) return hit;
  let tenant: Tenant;
  try {
    tenant = await lookup(host);
  } catch (err) {
    const stale = env.SERVE_STALE_SECONDS > 0 && databaseUnreachable(err) ? staleTenant(key) : undefined;
    if (stale) return stale;
    throw err;
  }
  if (tenant.kind === 'none') noSite.set(key, tenant);
  else {
    noSite.delete(key);
    hosts.set(key, tenant);
  }
  return tenant;
}

// The site an API call on the platform host names with `X-Site: <site uid>` (docs/behaviours.md#B-x-site), cached like
// a host (a key no host can have) and held by the same generation rule.
const SITE_UID = /^[A-Za-z0-9_-]{1,64}$/;
export async function siteByUid(uid: string): Promise<SiteRef | null> {
  if (!SITE_UID.test(uid)) return null;
  const key = `\nuid:${uid}`;
  const hit = current(key);
  if (hit) return hit.kind === 'site' ? hit.site : null;
  const db = await getDb();
  const [site] = await db.select(siteColumns).from(sites).where(eq(sites.uid, uid)).limit(1);
  if (!site) {
    noSite.set(key, NONE);
    return null;
  }
  learnGeneration(site.uid, numbersOf(site));
  noSite.delete(key);
  hosts.set(key, { kind: 'site', site });
  return site;
}

// Whether the platform trusts a site's mail, read now through `db` (a caller's transaction, which on
// the embedded database holds its only connection).
export async function readMailTrusted(db: Pick<Db, 'select'>, siteUid: string): Promise<boolean> {
  const [row] = await db.select({ trusted: mailTrustedColumn }).from(sites).where(eq(sites.uid, siteUid)).limit(1);
  return row?.trusted ?? false;
}

// The cached answer for a host, without touching the database (the outer server's fast path).
export function peekTenant(host: string | null | undefined): Tenant | undefined {
  return current(normalizeHost(host));
}
