import { credentialFrom } from '@/lib/auth/credential';
import { env } from '@/lib/env';
import { COMMON_SECURITY_HEADERS, PAGE_VARY, PLATFORM_PAGE_HEADERS } from '@/lib/http/security-headers';
import { peekTenant } from '@/lib/tenancy/site-lookup';
import { pageCache, pageKey } from './caches';

export interface FastResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type FastPath = (method: string, url: string, headers: Record<string, string | string[] | undefined>) => FastResponse | null;

// Paths that are never site pages (the platform's and the framework's).
const NOT_PAGES = /^\/(api|auth|payments|admin|_next)(\/|$)/;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

// An anonymous GET whose page is in the cache, answered before the request enters Next.js. It uses
// the same keys and rules as lib/pages/serve.ts; anything it cannot answer goes the normal way.
export const cachedPage: FastPath = (method, url, headers) => {
  if ((method !== 'GET' && method !== 'HEAD') || env.PAGE_CACHE_SECONDS <= 0) return null;
  if (credentialFrom(one(headers.authorization), one(headers.cookie))) return null;
  const tenant = peekTenant(one(headers.host));
  if (tenant?.kind !== 'site') return null;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (NOT_PAGES.test(pathname)) return null;
  const hit = pageCache.get(pageKey(tenant.site.uid, decodePath(pathname), q === -1 ? '' : url.slice(q)));
  if (!hit) return null;
  return {
    status: hit.status,
    headers: {
      'content-type': hit.contentType,
      'content-length': String(Buffer.byteLength(hit.body)),
      'x-cache': 'HIT',
      'cache-control': `public, max-age=0, s-maxage=${env.PAGE_CACHE_SECONDS}`,
      vary: PAGE_VARY,
      ...(hit.platform ? PLATFORM_PAGE_HEADERS : COMMON_SECURITY_HEADERS),
    },
    body: method === 'HEAD' ? '' : hit.body,
  };
};

const FAST_PATH = Symbol.for('site-platform.fast-path');

// The outer server (scripts/server.mjs) looks for this hook on globalThis; it runs in the same process.
export function installFastPath(): void {
  (globalThis as Record<symbol, unknown>)[FAST_PATH] = cachedPage;
}
