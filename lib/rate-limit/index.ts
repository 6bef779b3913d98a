import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { processSingleton } from '@/lib/process-singleton';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { redisClient } from '@/lib/redis';

export type LimitName = 'login' | 'loginIp' | 'available' | 'sitesNew' | 'signup' | 'quote' | 'checkout' | 'domainVerify' | 'invitation' | AuthMailLimit;
// Auth mails asked for (lib/auth): per client IP and address, per client IP, per account.
type AuthMailLimit = 'loginCode' | 'passwordReset' | 'authMailIp' | 'emailMail';

// CONTRACT 1: points per window (seconds), per client IP (login: per IP and email, failures only;
// domainVerify and invitation: per site).
export const RATE_LIMITS: Record<LimitName, { points: number; duration: number }> = {
  login: { points: env.RATE_LIMIT_LOGIN, duration: 60 },
  loginIp: { points: env.RATE_LIMIT_LOGIN_IP, duration: 60 },
  available: { points: env.RATE_LIMIT_AVAILABLE, duration: 60 },
  sitesNew: { points: env.RATE_LIMIT_SITES_NEW, duration: 3600 },
  signup: { points: env.RATE_LIMIT_SIGNUP, duration: 3600 },
  quote: { points: env.RATE_LIMIT_QUOTE, duration: 60 },
  checkout: { points: env.RATE_LIMIT_CHECKOUT, duration: 60 },
  // Each custom-domain verification is a DNS query made on the caller's behalf: 20 a minute per site.
  domainVerify: { points: 20, duration: 60 },
  // Each invitation mails an address the site chose: 20 an hour per site.
  invitation: { points: 20, duration: 3600 },
  loginCode: { points: env.RATE_LIMIT_LOGIN_CODE, duration: 3600 },
  passwordReset: { points: env.RATE_LIMIT_PASSWORD_RESET, duration: 3600 },
  authMailIp: { points: env.RATE_LIMIT_AUTH_MAIL_IP, duration: 3600 },
  emailMail: { points: env.RATE_LIMIT_EMAIL_VERIFY, duration: 3600 },
};

const limiters = processSingleton('rate-limiters', () => new Map<LimitName, RateLimiterAbstract>());

// Shared through Redis when REDIS_URL is set; otherwise, in a worker of `npm start`, kept by the
// cluster primary (scripts/start.mjs), so every worker counts against one limit and a replaced worker
// does not reset it; a lone process counts in its own memory.
function limiter(name: LimitName): RateLimiterAbstract {
  let l = limiters.get(name);
  if (!l) {
    const opts = { keyPrefix: `rl:${name}`, ...RATE_LIMITS[name] };
    const redis = redisClient();
    if (redis) l = new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) });
    else if (cluster.isWorker) l = new RateLimiterCluster({ ...opts, timeoutMs: 3000 });
    else l = new RateLimiterMemory(opts);
    limiters.set(name, l);
  }
  return l;
}

function limited(res: RateLimiterRes): AppError {
  const retry = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('rate_limited', `Too many attempts: try again in ${retry} s`, retry);
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

const giveBack = (name: LimitName, subject: string) => limiter(name).reward(subject, 1).catch(() => undefined);

// Counts failed attempts only (wrong passwords), so a user who signs in often is never locked out.
// A point is taken from every limiter BEFORE the attempt (one atomic increment each, so parallel
// attempts cannot all read "under the limit"), and given back unless the attempt failed with 401.
export async function limitFailures<T>(limits: [LimitName, string][], attempt: () => Promise<T>): Promise<T> {
  const taken: [LimitName, string][] = [];
  try {
    for (const [name, subject] of limits) {
      await limiter(name).consume(subject);
      taken.push([name, subject]);
    }
  } catch (res) {
    await Promise.all(taken.map(([name, subject]) => giveBack(name, subject)));
    if (!(res instanceof RateLimiterRes)) throw res;
    throw limited(res);
  }
  try {
    return await attempt().then(async (result) => {
      await Promise.all(taken.map(([name, subject]) => giveBack(name, subject)));
      return result;
    });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'unauthorized')) await Promise.all(taken.map(([name, subject]) => giveBack(name, subject)));
    throw err;
  }
}
