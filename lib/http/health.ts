import { isIP } from 'node:net';
import { dbHandle } from '@/db/client';
import type { BreakerState } from '@/db/guard';
import { env } from '@/lib/shared/env';
import type { ErrorCode } from '@/lib/shared/errors';
import { pageCache } from '@/lib/pages/caches';
import { isStarted } from '@/lib/shared/platform/readiness';
import { redisClient } from '@/lib/shared/redis';
import { log } from '@/lib/shared/server-log';
import { normalizeHost, resolveHost } from '@/lib/shared/tenancy/resolve-host';
import { API_HEADERS } from './security-headers';

// Probes for load balancers and orchestrators. They answer on the platform host and on bare IP
// addresses (what a probe usually sends); on a site's host `/healthz` stays the site's own path.
export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

export function answersHealth(host: string | null): boolean {
  if (resolveHost(host, env.PLATFORM_HOST).kind === 'platform') return true;
  return isIP(normalizeHost(host).replace(/^\[|\]$/g, '')) !== 0;
}

const PROBE_TIMEOUT_MS = 2000;

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, 'cache-control': 'no-store' } });
}

// The error envelope (lib/http/envelope.ts), with the probe's headers.
const notReady = (text: string) => json(503, { state: 'error', data: { text, code: 'unavailable' satisfies ErrorCode } });

// The probe is public: it names what failed, never the driver's message (addresses, user names);
// that goes to the server log.
function withTimeout(work: Promise<unknown>, what: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`${what} did not answer in ${PROBE_TIMEOUT_MS} ms`), PROBE_TIMEOUT_MS)));
  const done = work.then(
    () => null,
    (err: unknown) => {
      log.debug({ err, what }, `readyz: ${what} failed`);
      return `${what} is unreachable`;
    },
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

interface Readiness {
  status: 'ready' | 'degraded';
  database: string;
  redis: string;
  // Pages this instance can serve from its cache while the database cannot be reached.
  stalePages?: number;
}

function databaseState(open: BreakerState, probe: string | null): string {
  if (open.open) return `unreachable for ${Math.round((Date.now() - open.since) / 1000)} s`;
  return probe === null ? 'ok' : 'unreachable';
}

// `/healthz`: the process answers (liveness). `/readyz`: whether to send this instance traffic, and
// what each dependency is doing. 200 "ready": all answer. 200 "degraded": Redis is down (rate limits
// and cache news fall back to this process: nobody sees a difference), or the database is down while
// this instance still has pages to serve from its cache (SERVE_STALE_SECONDS): taking it out of a
// load balancer would take those pages down too. 503: starting, or the database is down with nothing
// to serve; the text names what is down, never a driver's message.
export async function healthAnswer(path: string): Promise<Response> {
  if (path === '/healthz') return json(200, { state: 'ok', data: { status: 'live' } });
  if (!isStarted()) return notReady('Starting: migrations and start-up are not finished yet');
  const redis = redisClient();
  const handle = await dbHandle();
  const breaker = handle.breaker();
  // While the breaker is open its own probe is the round trip: no second one.
  const [database, cache] = await Promise.all([
    breaker.open ? Promise.resolve('database is unreachable') : withTimeout(handle.ping(), 'database'),
    redis ? withTimeout(redis.ping(), 'redis') : Promise.resolve(null),
  ]);
  const body: Readiness = {
    status: database || cache ? 'degraded' : 'ready',
    database: databaseState(breaker, database),
    redis: redis ? (cache === null ? 'ok' : 'unreachable') : 'not configured',
  };
  if (database) {
    const stalePages = env.SERVE_STALE_SECONDS > 0 ? pageCache.size() : 0;
    if (!stalePages) return notReady(`Not ready: ${[database, cache].filter(Boolean).join('; ')}, and no cached page to serve meanwhile`);
    body.stalePages = stalePages;
  }
  return json(200, { state: 'ok', data: body });
}
