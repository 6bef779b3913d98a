import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { processSingleton } from '@/lib/shared/process-singleton';
import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';
import { redisClient } from '@/lib/shared/redis';

export type LimitName = 'login' | 'loginIp' | 'available' | 'sitesNew' | 'signup' | 'quote' | 'checkout' | 'domainVerify' | 'invitation' | 'presign' | 'drafts' | 'search' | AuthMailLimit;
// Auth mails asked for (lib/domains/accounts/auth): per client IP and address, per client IP, per account.
type AuthMailLimit = 'loginCode' | 'passwordReset' | 'authMailIp' | 'emailMail';

// docs/behaviours.md#B-rate-limits: points per window (seconds), per client IP (login: per IP and email, failures only;
// domainVerify, invitation and presign: per site).
export const RATE_LIMITS: Record<LimitName, { points: number; duration: number }> = {
  login: { points: env.RATE_LIMIT_LOGIN, duration: 60 },
  loginIp: { points: env.RATE_LIMIT_LOGIN_IP, duration: 60 },
  available: { points: env.RATE_LIMIT_AVAILABLE, duration: 60 },
  sitesNew: { points: env.RATE_LIMIT_SITES_NEW, duration: 3600 },
  signup: { points: env.RATE_LIMIT_SIGNUP, duration: 3600 },
  quote: { points: env.RATE_LIMIT_QUOTE, duration: 60 },
  checkout: { points: env.RATE_LIMIT_CHECKOUT, duration: 60 },
  search: { points: env.RATE_LIMIT_SEARCH, duration: 60 },
  // Each custom-domain verification is a DNS query made on the caller's behalf: 20 a minute per site.
  domainVerify: { points: 20, duration: 60 },
  // Each invitation mails an address the site chose: 20 an hour per site.
  invitation: { points: 20, duration: 3600 },
  // Each upload URL may set aside up to UPLOAD_MAX_BYTES of the site's quota for 15 minutes.
  presign: { points: env.RATE_LIMIT_PRESIGN, duration: 60 },
  // Posts, templates and file records created by a member below writer (lib/domains/accounts/auth/draft-limit.ts): per member and site.
  drafts: { points: env.RATE_LIMIT_DRAFTS, duration: 60 },
  loginCode: { points: env.RATE_LIMIT_LOGIN_CODE, duration: 3600 },
  passwordReset: { points: env.RATE_LIMIT_PASSWORD_RESET, duration: 3600 },
  authMailIp: { points: env.RATE_LIMIT_AUTH_MAIL_IP, duration: 3600 },
  emailMail: { points: env.RATE_LIMIT_EMAIL_VERIFY, duration: 3600 },
};

const limiters = processSingleton('rate-limiters', () => new Map<string, RateLimiterAbstract>());

// Shared through Redis when REDIS_URL is set; otherwise, in a worker of `npm start`, kept by the
// cluster primary (server/start.mjs), so every worker counts against one limit and a replaced worker
// does not reset it; a lone process counts in its own memory.
function shared(keyPrefix: string, limits: { points: number; duration: number }): RateLimiterAbstract {
  let l = limiters.get(keyPrefix);
  if (!l) {
    const opts = { keyPrefix, ...limits };
    const redis = redisClient();
    if (redis) l = new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(opts) });
    else if (cluster.isWorker) l = new RateLimiterCluster({ ...opts, timeoutMs: 3000 });
    else l = new RateLimiterMemory(opts);
    limiters.set(keyPrefix, l);
  }
  return l;
}

const limiter = (name: LimitName): RateLimiterAbstract => shared(`rl:${name}`, RATE_LIMITS[name]);

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

const giveBack = (name: LimitName, subject: string) =>
  limiter(name)
    .reward(subject, 1)
    .catch(() => undefined);

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

// Counters kept in the same shared stores, refusing nothing: the caller compares the count with a
// limit of its own, which may change within a window (a site's mail budget grows once the platform
// trusts the site). A window starts at its first count and lasts its duration.
export type CounterName = 'mailHour' | 'mailDay' | 'staffMailHour';
const COUNTER_WINDOWS: Record<CounterName, number> = { mailHour: 3600, mailDay: 86_400, staffMailHour: 3600 };

export interface Count {
  count: number;
  // Until the window ends and the count starts again from 0 (null: no window is running).
  resetMs: number | null;
}

const counter = (name: CounterName) => shared(`count:${name}`, { points: Number.MAX_SAFE_INTEGER, duration: COUNTER_WINDOWS[name] });

// Adds `n` to subject's count (one atomic increment, so parallel callers each see their own total).
export async function countUp(name: CounterName, subject: string, n: number): Promise<Count> {
  const res = await counter(name).consume(subject, n);
  return { count: res.consumedPoints, resetMs: res.msBeforeNext };
}

export async function countOf(name: CounterName, subject: string): Promise<Count> {
  const res = await counter(name).get(subject);
  return res ? { count: res.consumedPoints, resetMs: res.msBeforeNext } : { count: 0, resetMs: null };
}
