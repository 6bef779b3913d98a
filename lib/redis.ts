import { Redis } from 'ioredis';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton';
import { log } from '@/lib/server-log';

// One shared client when REDIS_URL is set; null otherwise (in-memory fallbacks apply). Kept under the
// name scripts/server.mjs closes on stop.
export function redisClient(): Redis | null {
  return processSingleton<Redis | null>('redis', () => {
    if (!env.REDIS_URL) return null;
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (err) => log.error({ err }, 'redis error'));
    return client;
  });
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
