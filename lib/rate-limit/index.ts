import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { AppError } from '@/lib/http/errors';
import { redisClient } from '@/lib/redis';

export type LimitName = 'login' | 'available' | 'sitesNew' | 'quote';

const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  login: { points: env.RATE_LIMIT_LOGIN, duration: 60 },
  available: { points: env.RATE_LIMIT_AVAILABLE, duration: 60 },
  sitesNew: { points: env.RATE_LIMIT_SITES_NEW, duration: 3600 },
  quote: { points: env.RATE_LIMIT_QUOTE, duration: 60 },
};

const key = Symbol.for('site-platform.rate-limiters');
type G = typeof globalThis & { [key]?: Map<LimitName, RateLimiterAbstract> };

// In memory per process by default; shared through Redis when REDIS_URL is set.
function limiter(name: LimitName): RateLimiterAbstract {
  const g = globalThis as G;
  const all = (g[key] ??= new Map());
  let l = all.get(name);
  if (!l) {
    const opts = { keyPrefix: `rl:${name}`, ...LIMITS[name] };
    const redis = redisClient();
    l = redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) }) : new RateLimiterMemory(opts);
    all.set(name, l);
  }
  return l;
}

// Consumes one point for `subject`; over the limit throws a 429 with Retry-After.
export async function consume(name: LimitName, subject: string): Promise<void> {
  try {
    await limiter(name).consume(subject);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    throw limited(res);
  }
}

function limited(res: RateLimiterRes): AppError {
  const retry = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('rate_limited', `Too many attempts: try again in ${retry} s`, { 'Retry-After': String(retry) });
}

// Counts failed attempts only (wrong passwords), so a user who signs in often is never locked out;
// once the limit is reached every attempt is refused until the window passes.
export async function limitFailures<T>(name: LimitName, subject: string, attempt: () => Promise<T>): Promise<T> {
  const l = limiter(name);
  const state = await l.get(subject);
  if (state && state.consumedPoints >= LIMITS[name].points) throw limited(state);
  try {
    const result = await attempt();
    await l.delete(subject);
    return result;
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthorized') {
      await l.consume(subject).catch((res: unknown) => {
        if (!(res instanceof RateLimiterRes)) throw res;
      });
    }
    throw err;
  }
}
