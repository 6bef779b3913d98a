import type { NextRequest } from 'next/server';
import { readCredential } from '@/lib/auth/credential';
import { resolveSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { whenStarted } from '@/lib/startup';
import { tenantForHost } from '@/lib/tenancy/site-lookup';
import { pageCache, pageKey } from './caches';
import { decodePath } from './fast-path';
import type { RequestFacts } from './context';
import { plainPage, resolvePage, type PageFallback, type PageResult } from './page';

const PLATFORM_HOME = plainPage(200, 'Site platform', 'Sites live at their own hosts. Create one with POST /api/v1/sites/new.');

function respond(result: PageResult, cache: 'HIT' | 'MISS' | null, method: string, shared = true): Response {
  if (result.kind === 'redirect') return new Response(null, { status: result.status, headers: { location: result.location } });
  const headers: Record<string, string> = { 'content-type': result.contentType };
  if (cache) headers['x-cache'] = cache;
  // Signed-in renders are personal: no shared cache may keep them.
  headers['cache-control'] = shared ? `public, max-age=0, s-maxage=${env.PAGE_CACHE_SECONDS}` : 'private, no-store';
  return new Response(method === 'HEAD' ? null : result.body, { status: result.status, headers });
}

// GET/HEAD of a site page: anonymous requests go through the page cache; a request that carries any
// credential is rendered for its caller and never read from or written to the cache.
export async function servePage(req: NextRequest, fallbacks: PageFallback[]): Promise<Response> {
  await whenStarted();
  const tenant = await tenantForHost(req.headers.get('host'));
  if (tenant.kind === 'none') return respond(plainPage(404, 'Not found', 'No site lives at this address.'), null, req.method);
  if (tenant.kind === 'platform') {
    return respond(req.nextUrl.pathname === '/' ? PLATFORM_HOME : plainPage(404, 'Not found', 'There is no page at this address.'), null, req.method);
  }
  const site = tenant.site;
  const facts: RequestFacts = {
    path: decodePath(req.nextUrl.pathname),
    query: req.nextUrl.searchParams,
    host: req.headers.get('host') ?? '',
    protocol: req.headers.get('x-forwarded-proto') === 'https' ? 'https:' : req.nextUrl.protocol,
  };
  const credential = readCredential(req.headers);
  const cacheable = !credential && env.PAGE_CACHE_SECONDS > 0;
  const key = pageKey(site.uid, facts.path, req.nextUrl.search);
  if (cacheable) {
    const hit = pageCache.get(key);
    if (hit) return respond({ kind: 'page', ...hit }, 'HIT', req.method);
  }
  const session = credential ? await resolveSession(credential.token, site.uid) : null;
  const result = await resolvePage(site, session, facts, fallbacks);
  if (cacheable && result.kind === 'page' && result.status === 200) pageCache.set(key, { status: result.status, body: result.body, contentType: result.contentType });
  return respond(result, 'MISS', req.method, cacheable);
}
