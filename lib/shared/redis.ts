import { Redis } from 'ioredis';
import { env } from '@/lib/shared/env';
import { bridgeSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';

// Every Redis connection of the app. Redis only speeds things up and shares news (rate limits,
// generation messages), so it may never hold a request: no offline queue (a command fails at once
// while disconnected), and a command unanswered for 300 ms fails (rate limits then count in this
// process). A connection that stays open while Redis answers nothing (a partition) raises no error:
// a heartbeat finds it and drops the connection, so that every command fails at once until a new one
// is ready. The first error of an outage is logged, not every reconnect attempt of it.
const HEARTBEAT_MS = 1_000;
export function redisConnection(url: string, role: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 300, connectTimeout: 2000, keepAlive: 10_000 });
  let down = false;
  const lost = (err: unknown) => {
    if (!down) log.error({ err, role }, 'redis unreachable: going on without it until it is back');
    down = true;
  };
  client.on('error', lost);
  client.on('ready', () => {
    if (down) log.info({ role }, 'redis reachable again');
    down = false;
  });
  const heartbeat = setInterval(() => {
    if (client.status !== 'ready') return;
    client.ping().catch((err: unknown) => {
      lost(err);
      client.disconnect(true);
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  client.on('end', () => clearInterval(heartbeat));
  return client;
}

// One shared client when REDIS_URL is set; null otherwise (in-memory fallbacks apply). Kept under the
// name server/server.mjs closes on stop.
export function redisClient(): Redis | null {
  return bridgeSingleton('redis', (): Redis | null => (env.REDIS_URL ? redisConnection(env.REDIS_URL, 'commands') : null));
}

// Start-up waits (a few seconds at most) for the connection, so the first rate-limited requests count
// in Redis rather than in one process's fallback memory.
export async function redisReady(timeoutMs = 5000): Promise<void> {
  const client = redisClient();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.warn(`redis: not ready after ${timeoutMs} ms; rate limits fall back to this process's memory until it is`);
      resolve();
    }, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
