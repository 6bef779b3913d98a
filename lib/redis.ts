import { Redis } from 'ioredis';
import { env } from '@/lib/env';

const key = Symbol.for('site-platform.redis');
type G = typeof globalThis & { [key]?: Redis | null };

// One shared client when REDIS_URL is set; null otherwise (in-memory fallbacks apply).
export function redisClient(): Redis | null {
  const g = globalThis as G;
  if (g[key] === undefined) {
    g[key] = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    g[key]?.on('error', (err) => console.error('redis:', err.message));
  }
  return g[key];
}
