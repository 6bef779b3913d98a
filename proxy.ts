import { NextResponse, type NextRequest } from 'next/server';
import { adminHeaders } from '@/lib/http/security-headers';
import { siteOriginsPattern } from '@/lib/tenancy/canonical-origin';

// Dispatch only: no database work here (any proxy run costs route throughput). It runs for the legacy
// unversioned auth prefix and for the admin, which lives on the platform host alone (CONTRACT 2): no
// tenant's template ever shares the admin's origin.
export function proxy(req: NextRequest) {
  const url = req.nextUrl.clone();
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
    // Another host's /admin is redirected by the admin's root layout: a redirect made here would have
    // its Location rewritten by Next to the request's own host.
    const res = NextResponse.next();
    for (const [key, value] of Object.entries(adminHeaders(siteOriginsPattern()))) res.headers.set(key, value);
    // Monaco's files live under a versioned path: they never change there.
    if (url.pathname.startsWith('/admin/monaco/')) res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    return res;
  }
  url.pathname = `/api/v1${url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/auth/:path*', '/admin', '/admin/:path*'] };
