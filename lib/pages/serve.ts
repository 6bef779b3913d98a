import type { NextRequest } from 'next/server';
import { readCredential } from '@/lib/auth/credential';
import { resolveSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { answersHealth, HEALTH_PATHS, healthAnswer } from '@/lib/http/health';
import { COMMON_SECURITY_HEADERS, PAGE_VARY, PLATFORM_PAGE_HEADERS } from '@/lib/http/security-headers';
import { whenStarted } from '@/lib/platform/readiness';
import { canonicalOrigin } from '@/lib/tenancy/canonical-origin';
import { tenantForHost } from '@/lib/tenancy/site-lookup';
import { pageCache, pageKey } from './caches';
import { decodePath } from './fast-path';
import type { RequestFacts } from './context';
import { plainPage, resolvePage, type PageFallback, type PageResult } from './render';

const PLATFORM_HOME = plainPage(200, 'Site platform', 'Sites live at their own hosts. Create one with POST /api/v1/sites/new.');

function respond(result: PageResult, cache: 'HIT' | 'MISS' | null, method: string, shared = true): Response {
  if (result.kind === 'redirect') return new Response(null, { status: result.status, headers: { location: result.location, ...COMMON_SECURITY_HEADERS } });
  const headers: Record<string, string> = { 'content-type': result.contentType, vary: PAGE_VARY, ...(result.platform ? PLATFORM_PAGE_HEADERS : COMMON_SECURITY_HEADERS) };
  if (cache) headers['x-cache'] = cache;
  // Signed-in renders are personal: no shared cache may keep them.
  headers['cache-control'] = shared ? `public, max-age=0, s-maxage=${env.PAGE_CACHE_SECONDS}` : 'private, no-store';
  return new Response(method === 'HEAD' ? null : result.body, { status: result.status, headers });
}

// GET/HEAD of a site page: anonymous requests go through the page cache; a request that carries any
// credential is rendered for its caller and never read from or written to the cache. The page sees
// the site's canonical origin, never the request's Host port or X-Forwarded-* headers, so nothing a
// client sends can end up in a cached page.
export async function servePage(req: NextRequest, fallbacks: PageFallback[]): Promise<Response> {
  // Probes answer before start-up finishes: readiness says so instead of waiting.
  if (HEALTH_PATHS.has(req.nextUrl.pathname) && answersHealth(req.headers.get('host'))) return healthAnswer(req.nextUrl.pathname);
  await whenStarted();
  const path = decodePath(req.nextUrl.pathname);
  // No record has a NUL in its path, and the database could not even compare one.
  if (path.includes('\u0000')) return respond(plainPage(400, 'Bad request', 'The request path contains a NUL character.'), null, req.method, false);
  const tenant = await tenantForHost(req.headers.get('host'));
  if (tenant.kind === 'none') return respond(plainPage(404, 'Not found', 'No site lives at this address.'), null, req.method);
  if (tenant.kind === 'platform') {
    return respond(req.nextUrl.pathname === '/' ? PLATFORM_HOME : plainPage(404, 'Not found', 'There is no page at this address.'), null, req.method);
  }
  const site = tenant.site;
  const facts: RequestFacts = { path, query: req.nextUrl.searchParams, origin: canonicalOrigin(site) };
  const credential = readCredential(req.headers);
  const cacheable = !credential && env.PAGE_CACHE_SECONDS > 0;
  const key = pageKey(site.uid, facts.path, req.nextUrl.search);
  if (cacheable) {
    const hit = pageCache.get(key);
    if (hit) return respond({ kind: 'page', ...hit }, 'HIT', req.method);
  }
  const session = credential ? await resolveSession(credential.token, site.uid) : null;
  const result = await resolvePage(site, session, facts, fallbacks);
  if (cacheable && result.kind === 'page' && result.status === 200) pageCache.set(key, { status: result.status, body: result.body, contentType: result.contentType, platform: result.platform });
  return respond(result, 'MISS', req.method, cacheable);
}
