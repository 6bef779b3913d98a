import { NextResponse, type NextRequest } from 'next/server';
import { adminHeaders, newNonce, NONCE_HEADER } from '@/lib/http/security-headers';
import { s3UploadOrigins } from '@/lib/domains/content/storage/upload-origins';
import { siteOriginsPattern } from '@/lib/shared/tenancy/canonical-origin';

// Dispatch only: no database work here (any proxy run costs route throughput). It runs for the admin,
// which lives on the platform host alone (docs/behaviours.md#B-admin-origin): no tenant's template ever shares the admin's
// origin. (The legacy unversioned auth prefix is a rewrite in next.config.ts.)
export function proxy(req: NextRequest) {
  // A fresh nonce per answer. Next reads the policy from the request's own headers while it renders
  // and puts the nonce on every script it writes (so the admin's pages render per request).
  const nonce = newNonce();
  const headers = adminHeaders(nonce, siteOriginsPattern(), s3UploadOrigins());
  const forwarded = new Headers(req.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('content-security-policy', headers['content-security-policy']!);
  // Another host's /admin is redirected by the admin's root layout: a redirect made here would have
  // its Location rewritten by Next to the request's own host.
  const res = NextResponse.next({ request: { headers: forwarded } });
  for (const [key, value] of Object.entries(headers)) res.headers.set(key, value);
  // Monaco's files live under a versioned path: they never change there.
  if (req.nextUrl.pathname.startsWith('/admin/monaco/')) res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  return res;
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
