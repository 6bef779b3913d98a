import { env } from '@/lib/env';

// Set by our outer server (scripts/server.mjs) as `<process secret> <socket address>` after dropping
// any client-sent value. Route handlers cannot see the socket; the secret (random per process, shared
// through globalThis with the outer server in the same process) proves the header is ours. Under
// `next start` there is no outer server and no secret, so the header is never believed.
export const SOCKET_IP_HEADER = 'x-platform-socket-ip';
const SECRET_KEY = Symbol.for('site-platform.socket-ip-secret');

function socketIp(headers: Headers): string | null {
  const secret = (globalThis as Record<symbol, unknown>)[SECRET_KEY];
  const value = headers.get(SOCKET_IP_HEADER);
  if (typeof secret !== 'string' || !value) return null;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === secret ? value.slice(space + 1) : null;
}

// With TRUST_PROXY, each of your TRUSTED_PROXY_HOPS proxies appends the address it saw, so the client
// is that many entries from the right; anything further left was written by the client itself.
export function forwardedClient(forwardedFor: string | null, hops: number): string | null {
  const entries = (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : null;
}

export function clientIp(headers: Headers): string {
  if (env.TRUST_PROXY) {
    const forwarded = forwardedClient(headers.get('x-forwarded-for'), env.TRUSTED_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  return socketIp(headers) ?? 'unknown';
}
