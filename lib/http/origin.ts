import type { NextRequest } from 'next/server';
import { env } from '@/lib/shared/env';

export const isHttps = (req: NextRequest): boolean => req.nextUrl.protocol === 'https:' || (env.TRUST_PROXY && req.headers.get('x-forwarded-proto') === 'https');

// The origin this request was sent to, as a browser on this site would name it: scheme, host and port.
export function ownOrigin(req: NextRequest): string {
  return `${isHttps(req) ? 'https' : 'http'}://${(req.headers.get('host') ?? '').toLowerCase()}`;
}

// A cookie alone is sent by browsers cross-site; a write must prove it came from this very origin
// (scheme, host and port: another port or plain http on the same host is another origin).
export function sameOrigin(req: NextRequest): boolean {
  const from = req.headers.get('origin') ?? req.headers.get('referer');
  if (!from) return false;
  try {
    return new URL(from).origin === new URL(ownOrigin(req)).origin;
  } catch {
    return false;
  }
}
