import { NextResponse, type NextRequest } from 'next/server';

// Dispatch only: no database work here (any proxy run costs route throughput), and it runs for the
// legacy unversioned auth prefix alone. Host-to-site resolution happens in lib/tenancy, per handler.
export function proxy(req: NextRequest) {
  const url = req.nextUrl.clone();
  url.pathname = `/api/v1${url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/auth/:path*'] };
