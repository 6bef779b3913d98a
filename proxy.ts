import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { adminHeaders } from '@/lib/http/security-headers';
import { resolveHost } from '@/lib/tenancy/resolve-host';
import { platformOrigin, siteOriginsPattern } from '@/lib/tenancy/canonical-origin';

// Dispatch only: no database work here (any proxy run costs route throughput). It runs for the legacy
// unversioned auth prefix and for the admin, which lives on the platform host alone (CONTRACT 2): no
// tenant's template ever shares the admin's origin.
export function proxy(req: NextRequest) {
  const url = req.nextUrl.clone();
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
    if (resolveHost(req.headers.get('host'), env.PLATFORM_HOST).kind !== 'platform') {
      return NextResponse.redirect(`${platformOrigin()}/admin`, { status: 302, headers: { 'cache-control': 'no-store' } });
    }
    const res = NextResponse.next();
    for (const [key, value] of Object.entries(adminHeaders(siteOriginsPattern()))) res.headers.set(key, value);
    return res;
  }
  url.pathname = `/api/v1${url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/auth/:path*', '/admin', '/admin/:path*'] };
