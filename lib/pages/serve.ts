import { databaseUnreachable } from '@/db/unreachable';
import { recordPageView } from '@/lib/domains/platform/analytics/record';
import { conflictingSessionCookies, credentialFrom } from '@/lib/domains/accounts/auth/credential';
import { cartIdFromCookies } from '@/lib/domains/shop/carts/cookie';
import { pageSession } from '@/lib/domains/accounts/auth/session-cache';
import { env } from '@/lib/shared/env';
import { COMMON_SECURITY_HEADERS, PAGE_VARY, PLATFORM_PAGE_HEADERS } from '@/lib/http/security-headers';
import { processSingleton } from '@/lib/shared/process-singleton';
import { normalizeHost } from '@/lib/shared/tenancy/resolve-host';
import { canonicalOrigin, platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { peekTenant, tenantForHost, type SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { isFresh, pageCache, pageKey, stillCurrent, type CachedPage } from './caches';
import type { RequestFacts } from './context';
import { plainPage, resolvePage, type PageFallback, type PageResult } from './render';
import { platformHomePage } from './platform-home';
import { pageFallbacks } from './theme';
import { PLATFORM_ICON_PATH } from '@/lib/shared/platform/icon';

// What the page pipeline needs of a request, whichever server received it (the outer node:http
// server under `npm start`, or the Next.js catch-all route under `next start` and on Vercel).
export interface PageRequest {
  method: string;
  pathname: string;
  // `?a=1` or ''.
  search: string;
  host: string | null | undefined;
  authorization?: string | null;
  cookie?: string | null;
  // Read by analytics only (the referring host; crawlers skipped), never kept as they are.
  referer?: string | null;
  userAgent?: string | null;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  // null for HEAD and redirects.
  body: string | Buffer | null;
  // Set-Cookie lines (a header that may repeat, so apart from `headers`).
  setCookies?: string[];
}

// HIT: from the page cache or another request's render; MISS: rendered for this request; STALE: served
// while the database cannot be reached, from a copy past its freshness or data that could not be checked.
type CacheLabel = 'HIT' | 'MISS' | 'STALE';

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function answer(result: PageResult, cache: CacheLabel | null, method: string, shared: boolean): PageAnswer {
  if (result.kind === 'redirect') return { status: result.status, headers: { location: result.location, ...COMMON_SECURITY_HEADERS }, body: null };
  const headers: Record<string, string> = { 'content-type': result.contentType, vary: PAGE_VARY, ...(result.platform ? PLATFORM_PAGE_HEADERS : COMMON_SECURITY_HEADERS) };
  if (cache) headers['x-cache'] = cache;
  // Signed-in renders are personal: no shared cache may keep them. A CDN's copy is keyed like ours and
  // lives no longer than PAGE_CACHE_SECONDS.
  // While the origin fails, a CDN may go on serving its copy for SERVE_STALE_SECONDS (RFC 5861), as we do.
  headers['cache-control'] = shared ? `public, max-age=0, s-maxage=${env.PAGE_CACHE_SECONDS}${STALE_IF_ERROR}` : 'private, no-store';
  return { status: result.status, headers, body: method === 'HEAD' ? null : result.body };
}

const STALE_IF_ERROR = env.SERVE_STALE_SECONDS > 0 ? `, stale-if-error=${env.SERVE_STALE_SECONDS}` : '';

function platformAnswer(status: number, title: string, message: string, method: string): PageAnswer {
  return answer(plainPage(status, title, message), null, method, true);
}

const cartIdOf = (req: PageRequest) => cartIdFromCookies(req.cookie);

// Only a request that carries nothing personal shares the cache: no credential, and no `cart_id` (a
// page may show the cart it names).
const cacheable = (req: PageRequest) => env.PAGE_CACHE_SECONDS > 0 && !credentialFrom(req.authorization, req.cookie) && !cartIdOf(req);

// An anonymous GET of a page this process has cached for the site's current generation, answered
// without a promise or a database round trip; null when the normal way must answer.
export function cachedPage(req: PageRequest): PageAnswer | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !cacheable(req)) return null;
  const tenant = peekTenant(req.host);
  if (tenant?.kind !== 'site') return null;
  // peekTenant answers only while the site's numbers are trusted and those the SiteRef was read at.
  const path = decodePath(req.pathname);
  const hit = pageCache.get(pageKey(tenant.site, path, req.search));
  if (!hit || !isFresh(hit) || !stillCurrent(hit, tenant.site)) return null;
  recordPageView(tenant.site.uid, req, path, hit.status, hit.headers['content-type'], hit.postUid);
  return hitAnswer(hit, req.method);
}

// Concurrent anonymous misses of one page share one render (after a purge, a burst of visitors
// costs this instance one render, not one each).
const rendering = processSingleton('page-renders', () => new Map<string, Promise<PageResult>>());

// GET/HEAD of a site page: anonymous requests go through the page cache; a request that carries any
// credential or a `cart_id` cookie is rendered for its caller and never read from or written to the cache. The page sees
// the site's canonical origin, never the request's Host port or X-Forwarded-* headers, so nothing a
// client sends can end up in a cached page.
export async function sitePage(site: SiteRef, req: PageRequest, fallbacks: PageFallback[] = pageFallbacks): Promise<PageAnswer> {
  const path = decodePath(req.pathname);
  // No record has a NUL in its path, and the database could not even compare one.
  if (path.includes('\u0000')) return answer(plainPage(400, 'Bad request', 'The request path contains a NUL character.'), null, req.method, false);
  const facts: RequestFacts = { path, query: new URLSearchParams(req.search), origin: canonicalOrigin(site), cartId: cartIdOf(req) };
  const credential = credentialFrom(req.authorization, req.cookie);
  if (credential?.source === 'conflict') return cookieConflictPage(req);
  if (!cacheable(req)) {
    const session = credential ? await pageSession(credential, site.uid) : null;
    return counted(site, req, path, await resolvePage(site, session, facts, fallbacks), 'MISS', false);
  }
  const key = pageKey(site, path, req.search);
  const cached = pageCache.get(key);
  const hit = cached && stillCurrent(cached, site) ? cached : undefined;
  // While the database cannot be reached (a stale site), any copy is better than a render that would
  // most likely fail.
  if (hit && (isFresh(hit) || site.stale)) {
    recordPageView(site.uid, req, path, hit.status, hit.headers['content-type'], hit.postUid);
    return site.stale ? staleAnswer(hit, req.method) : hitAnswer(hit, req.method);
  }
  // A render started before a comment was added is not shared with a request that came after it.
  const renderKey = `${key}|c${site.commentsGeneration}`;
  let pending = rendering.get(renderKey);
  const shared = pending !== undefined;
  if (!pending) {
    pending = resolvePage(site, null, facts, fallbacks).finally(() => rendering.delete(renderKey));
    rendering.set(renderKey, pending);
  }
  let result: PageResult;
  try {
    result = await pending;
  } catch (err) {
    // The database cannot be reached: the last page rendered, if it is not too old (issue 27).
    if (!hit || !databaseUnreachable(err)) throw err;
    recordPageView(site.uid, req, path, hit.status, hit.headers['content-type'], hit.postUid);
    return staleAnswer(hit, req.method);
  }
  if (!shared && result.kind === 'page' && result.status === 200) {
    const copy = cachedCopy(result, site);
    pageCache.set(key, copy, copy.freshUntil - Date.now() + env.SERVE_STALE_SECONDS * 1000);
  }
  // A request served from the render another one started caused no render: a HIT. A render of a
  // stale site (from data cached earlier) may show what is no longer current: STALE, and no shared
  // cache keeps it.
  if (site.stale) return counted(site, req, path, result, 'STALE', false);
  return counted(site, req, path, result, shared ? 'HIT' : 'MISS', true);
}

// Two values of a session cookie: one was planted by another host (cookie tossing). Nobody is signed
// in on its strength: 401, and the answer expires them wherever they may have been set.
function cookieConflictPage(req: PageRequest): PageAnswer {
  const page = answer(
    plainPage(401, 'Signed out', 'Two sign-in cookies arrived for this site, one of them set by another site, so you have been signed out. Reload the page, then sign in again.'),
    null,
    req.method,
    false,
  );
  // The path as the browser sent it (percent-encoded), as it matches cookie paths.
  return { ...page, setCookies: conflictingSessionCookies(normalizeHost(req.host), req.pathname) };
}

// The answer to a rendered page, counted as a view (lib/domains/platform/analytics: in memory, written in batches).
function counted(site: SiteRef, req: PageRequest, path: string, result: PageResult, cache: CacheLabel, shared: boolean): PageAnswer {
  const page = answer(result, cache, req.method, shared);
  recordPageView(site.uid, req, path, page.status, page.headers['content-type'], result.kind === 'page' ? result.postUid : '');
  return page;
}

// A page whose render read nothing but the template and the site's data is the same until the site
// changes, and any change moves the generation its key holds: re-rendering it every PAGE_CACHE_SECONDS
// would only spend a core (ten thousand sites' home pages, re-rendered every 30 s, are 330 renders a
// second). So is one that read the clock coarsely (a footer's year) until that text changes. Such a
// page is fresh until then, at most this long (a bound on what a source of change the render did not
// report could leave behind), and never less than PAGE_CACHE_SECONDS.
const UNCHANGING_PAGE_SECONDS = 600;

function freshUntil(changesAt: number, now = Date.now()): number {
  return Math.max(now + env.PAGE_CACHE_SECONDS * 1000, Math.min(changesAt, now + UNCHANGING_PAGE_SECONDS * 1000));
}

// The cached entry keeps the post the page showed, so a hit counts towards that post too, and the
// comments generation it read comments at, if it read any.
function cachedCopy(r: Extract<PageResult, { kind: 'page' }>, site: SiteRef): CachedPage {
  const body = Buffer.from(r.body);
  const { headers } = answer(r, 'HIT', 'GET', true);
  return {
    status: r.status,
    headers: { ...headers, 'content-length': String(body.length) },
    body,
    postUid: r.postUid ?? '',
    commentsGeneration: r.readComments ? site.commentsGeneration : null,
    freshUntil: freshUntil(r.changesAt ?? Infinity),
  };
}

const hitAnswer = (hit: CachedPage, method: string): PageAnswer => ({ status: hit.status, headers: hit.headers, body: method === 'HEAD' ? null : hit.body });

// A cached page past its freshness, served because the database cannot be reached to render it anew:
// it says so (X-Cache: STALE), and no shared cache keeps it.
const staleAnswer = (hit: CachedPage, method: string): PageAnswer => ({
  status: hit.status,
  headers: { ...hit.headers, 'x-cache': 'STALE', 'cache-control': 'no-store' },
  body: method === 'HEAD' ? null : hit.body,
});

// Any host: a site's page, the platform's home, or a plain 404 for a host that selects nothing.
export async function answerPage(req: PageRequest): Promise<PageAnswer> {
  const tenant = await tenantForHost(req.host ?? null);
  if (tenant.kind === 'none') return platformAnswer(404, 'Not found', 'No site lives at this address.', req.method);
  if (tenant.kind === 'platform') {
    if (req.pathname === '/') return answer(platformHomePage(), null, req.method, true);
    // Browsers ask every page's host for /favicon.ico: the platform's icon is the admin's.
    if (req.pathname === '/favicon.ico') return { status: 301, headers: { location: PLATFORM_ICON_PATH, 'cache-control': 'public, max-age=86400', ...COMMON_SECURITY_HEADERS }, body: null };
    return platformAnswer(404, 'Not found', 'There is no page at this address.', req.method);
  }
  // The admin lives on the platform's own origin, where no tenant's template ever runs (docs/behaviours.md#B-admin-origin).
  if (ADMIN_PATH.test(req.pathname)) return { status: 302, headers: { location: `${platformOrigin()}/admin`, 'cache-control': 'no-store', ...COMMON_SECURITY_HEADERS }, body: null };
  return sitePage(tenant.site, req);
}

const ADMIN_PATH = /^\/admin(\/|$)/;
