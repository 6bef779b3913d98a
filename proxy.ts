import { NextResponse, type NextRequest } from 'next/server';
import { adminHeaders } from '@/lib/http/security-headers';
import { s3UploadOrigins } from '@/lib/storage/upload-origins';
import { siteOriginsPattern } from '@/lib/tenancy/canonical-origin';

// Dispatch only: no database work here (any proxy run costs route throughput). It runs for the admin,
// which lives on the platform host alone (CONTRACT 2): no tenant's template ever shares the admin's
// origin. (The legacy unversioned auth prefix is a rewrite in next.config.ts.)
export function proxy(req: NextRequest) {
  // Another host's /admin is redirected by the admin's root layout: a redirect made here would have
  // its Location rewritten by Next to the request's own host.
  const res = NextResponse.next();
  for (const [key, value] of Object.entries(adminHeaders(siteOriginsPattern(), s3UploadOrigins()))) res.headers.set(key, value);
  // Monaco's files live under a versioned path: they never change there.
  if (req.nextUrl.pathname.startsWith('/admin/monaco/')) res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  return res;
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
