import { Redis } from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/server-log';

const key = Symbol.for('site-platform.redis');
type G = typeof globalThis & { [key]?: Redis | null };

// One shared client when REDIS_URL is set; null otherwise (in-memory fallbacks apply).
export function redisClient(): Redis | null {
  const g = globalThis as G;
  if (g[key] === undefined) {
    g[key] = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    g[key]?.on('error', (err) => log.error({ err }, 'redis error'));
  }
  return g[key];
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
