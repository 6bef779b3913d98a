import { isIP } from 'node:net';
import { dbHandle } from '@/db/client';
import { env } from '@/lib/env';
import { isStarted } from '@/lib/platform/readiness';
import { redisClient } from '@/lib/redis';
import { log } from '@/lib/server-log';
import { normalizeHost, resolveHost } from '@/lib/tenancy/resolve-host';
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

// The probe is public: it names what failed, never the driver's message (addresses, user names);
// that goes to the server log.
function withTimeout(work: Promise<unknown>, what: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`${what} did not answer in ${PROBE_TIMEOUT_MS} ms`), PROBE_TIMEOUT_MS)));
  const done = work.then(
    () => null,
    (err: unknown) => {
      log.error({ err, what }, `readyz: ${what} failed`);
      return `${what} is unreachable`;
    },
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

// `/healthz`: the process answers (liveness). `/readyz`: start-up finished and the database (and
// Redis, when configured) answer a round trip now; 503 says which does not.
export async function healthAnswer(path: string): Promise<Response> {
  if (path === '/healthz') return json(200, { state: 'ok', data: { status: 'live' } });
  if (!isStarted()) return json(503, { state: 'error', data: { text: 'Starting: migrations and start-up are not finished yet' } });
  const redis = redisClient();
  const [database, cache] = await Promise.all([
    withTimeout(
      dbHandle().then((h) => h.ping()),
      'database',
    ),
    redis ? withTimeout(redis.ping(), 'redis') : Promise.resolve(null),
  ]);
  const failed = [database, cache].filter((f): f is string => f !== null);
  if (failed.length) return json(503, { state: 'error', data: { text: `Not ready: ${failed.join('; ')}` } });
  return json(200, { state: 'ok', data: { status: 'ready', database: 'ok', redis: redis ? 'ok' : 'not configured' } });
}
