import { env } from '@/lib/env';

// Set by our outer server (scripts/server.mjs) from the socket, after dropping any client-sent value.
export const SOCKET_IP_HEADER = 'x-platform-socket-ip';

export function clientIp(headers: Headers): string {
  if (env.TRUST_PROXY) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  return headers.get(SOCKET_IP_HEADER) ?? 'unknown';
}
