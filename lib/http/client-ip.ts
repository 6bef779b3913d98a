import { isIP } from 'node:net';
import { env } from '@/lib/shared/env';
import { bridgeSlot } from '@/lib/shared/process-singleton';

// Set by our outer server (server/server.mjs) as `<process secret> <socket address>` after dropping
// any client-sent value. Route handlers cannot see the socket; the secret (random per process, shared
// through globalThis with the outer server in the same process) proves the header is ours. Under
// `next start` there is no outer server and no secret, so the header is never believed.
export const SOCKET_IP_HEADER = 'x-platform-socket-ip';

// Whether this process serves through our outer server (`npm start`, server/server.mjs), which sets
// the socket address and the request id on every request it passes on.
export function hasOuterServer(): boolean {
  return typeof bridgeSlot('socket-ip-secret') === 'string';
}

function socketIp(headers: Headers): string | null {
  const secret = bridgeSlot('socket-ip-secret');
  const value = headers.get(SOCKET_IP_HEADER);
  if (typeof secret !== 'string' || !value) return null;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === secret ? value.slice(space + 1) : null;
}

// With TRUST_PROXY, each of your TRUSTED_PROXY_HOPS proxies appends the address it saw, so the client
// is that many entries from the right; anything further left was written by the client itself.
export function forwardedClient(forwardedFor: string | null, hops: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : null;
}

// On Vercel (VERCEL=1) the platform's edge sets `x-real-ip` and `x-forwarded-for` to the address it
// accepted the connection from, overwriting whatever the client sent, so both are the platform's word.
export function vercelClient(headers: Headers): string | null {
  const real = headers.get('x-real-ip')?.trim();
  if (real && isIP(real)) return real;
  return forwardedClient(headers.get('x-forwarded-for'), 1);
}

// The client address rate limits key on. Without the outer server, TRUST_PROXY or Vercel there is no
// address anyone may believe: every client is 'unknown' and shares one bucket (logged at start).
export function clientIp(headers: Headers): string {
  if (env.VERCEL) {
    const platform = vercelClient(headers);
    if (platform) return platform;
  }
  if (env.TRUST_PROXY) {
    const forwarded = forwardedClient(headers.get('x-forwarded-for'), env.TRUSTED_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  return socketIp(headers) ?? 'unknown';
}

// What start-up says about the client address when none can be known.
export function clientIpWarning(): string | null {
  if (env.VERCEL || env.TRUST_PROXY || hasOuterServer()) return null;
  return 'client IP: no outer server (npm start), TRUST_PROXY or VERCEL, so every client counts as "unknown" and all share one rate-limit bucket; behind a reverse proxy of yours set TRUST_PROXY=true';
}
