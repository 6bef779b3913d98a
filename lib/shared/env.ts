import { isIP } from 'node:net';
import path from 'node:path';
import { getDomain } from 'tldts';
import { z } from 'zod';
import { LOG_LEVELS } from './server-log-core.mjs';

// Environment is read and validated once; everything else imports `env`.
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .min(1)
  .max(500)
  .optional()
  .or(z.literal('').transform(() => undefined));
// An http(s) URL without a trailing slash (endpoints are appended to it).
const httpUrl = (fallback?: string) => {
  const url = z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'an http:// or https:// URL')
    .transform((u) => u.replace(/\/+$/, ''));
  return fallback === undefined ? url : url.default(fallback);
};

// One DNS server as node:dns accepts it: `1.2.3.4`, `1.2.3.4:53`, `[::1]` or `[::1]:53` (an address, not a name).
function dnsServerOk(entry: string): boolean {
  const m = entry.match(/^\[([^\]]+)\](?::(\d{1,5}))?$/) ?? entry.match(/^([^:]+)(?::(\d{1,5}))?$/);
  if (!m) return isIP(entry) === 6;
  const port = m[2] === undefined ? 53 : Number(m[2]);
  return isIP(m[1]!) !== 0 && port >= 1 && port <= 65535;
}

// Whether a page of one host could set a cookie the other receives: one is the other or under it, or
// both have the same registrable domain (by the Public Suffix List, private suffixes such as
// github.io counted as the browsers count them).
function sharesCookieDomain(a: string, b: string): boolean {
  if (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`)) return true;
  const registrable = (h: string) => getDomain(h, { allowPrivateDomains: true }) ?? h;
  return registrable(a) === registrable(b);
}

const EnvSchema = z
  .object({
    // Set to 1 by Vercel in its builds and functions: serverless, no lasting disk, its own proxy.
    VERCEL: flag,
    PORT: positiveInt(3000),
    PLATFORM_HOST: z
      .string()
      .default('localhost')
      .transform((h) => h.toLowerCase().replace(/:\d+$/, '')),
    // Where sites live (`<subdomain>.<SITES_DOMAIN>`): a domain apart from PLATFORM_HOST, as shops live
    // on myshopify.com and the admin on admin.shopify.com, so no tenant's page can set a cookie the
    // platform host receives. Default: PLATFORM_HOST itself (one domain; fine on localhost).
    SITES_DOMAIN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'SITES_DOMAIN must be a domain name such as example-sites.net (no scheme, port or path)')
        .transform((h) => h.toLowerCase())
        .optional(),
    ),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (unset it to use the embedded database)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z
      .string()
      .default('./data')
      .transform((d) => path.resolve(d)),
    // PostgreSQL connections per process (postgres-js `max`); at least 2: start-up holds one for its
    // advisory lock while it migrates on another. Default 10, or 2 on Vercel (many small instances).
    DATABASE_POOL_MAX: z.coerce
      .number()
      .int()
      .min(2, 'DATABASE_POOL_MAX must be at least 2 (start-up holds one connection for its lock while it migrates on another)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Seconds an unused connection stays open (0: until the process ends). Default 0, or 5 on Vercel,
    // so an instance that sits idle does not hold connections of the database's limit.
    DATABASE_IDLE_TIMEOUT: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Seconds a new PostgreSQL connection may take before the attempt fails (the request answers 503).
    DATABASE_CONNECT_TIMEOUT: z.coerce
      .number()
      .int()
      .min(1, 'DATABASE_CONNECT_TIMEOUT must be at least 1 (seconds)')
      .default(2)
      .or(z.literal('').transform(() => 2)),
    // Seconds a PostgreSQL statement may run (the server's statement_timeout; the client waits 0.25 s
    // more). Long enough for an honest slow query: an outage is told apart sooner (next setting).
    DATABASE_STATEMENT_TIMEOUT: z.coerce
      .number()
      .min(1, 'DATABASE_STATEMENT_TIMEOUT must be at least 1 (seconds)')
      .default(30)
      .or(z.literal('').transform(() => 30)),
    // Seconds a statement waits while the database answers nothing at all before a liveness check
    // (half a second) decides whether it is down: then requests answer 503 at once until it is back
    // (db/guard.ts). The first requests of an outage cost this plus half a second.
    DATABASE_OUTAGE_AFTER: z.coerce
      .number()
      .min(0.1, 'DATABASE_OUTAGE_AFTER must be at least 0.1 (seconds)')
      .max(60)
      .default(1.25)
      .or(z.literal('').transform(() => 1.25)),
    // Seconds past their lifetime that cached pages and host lookups are still served while the
    // database cannot be reached (0: never serve stale).
    SERVE_STALE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(600)
      .or(z.literal('').transform(() => 600)),
    REDIS_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AUTH_SECRET: z
      .string()
      .min(32, 'AUTH_SECRET must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'ADMIN_PASSWORD must be at least 8 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ALLOW_PRIVATE_FETCH: flag,
    TRUST_PROXY: flag,
    // How many proxies of yours append to X-Forwarded-For: the client is the entry that many from the right.
    TRUSTED_PROXY_HOPS: positiveInt(1),
    // The public origin of sites (`<scheme>://<subdomain>.<PLATFORM_HOST>[:port]`): links, feeds and
    // cached pages use it, never the request's Host port or a client's X-Forwarded-* headers.
    PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
    PUBLIC_PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    RATE_LIMIT_LOGIN: positiveInt(10),
    RATE_LIMIT_AVAILABLE: positiveInt(60),
    RATE_LIMIT_SITES_NEW: positiveInt(5),
    RATE_LIMIT_QUOTE: positiveInt(30),
    RATE_LIMIT_LOGIN_IP: positiveInt(100),
    RATE_LIMIT_SIGNUP: positiveInt(20),
    // Checkouts (POST /payments/checkout) per client IP per minute: each one writes an order.
    RATE_LIMIT_CHECKOUT: positiveInt(30),
    // Searches (GET /api/v1/search) per client IP per minute: each one ranks every match in the database.
    RATE_LIMIT_SEARCH: positiveInt(120),
    // Auth mails (lib/domains/accounts/auth): how long a mailed sign-in code works (tests shorten it), and how many
    // codes, reset links and verification mails may be asked for an hour: per client IP and address,
    // per client IP whatever the address, and per account.
    AUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
    RATE_LIMIT_LOGIN_CODE: positiveInt(10),
    RATE_LIMIT_PASSWORD_RESET: positiveInt(5),
    RATE_LIMIT_AUTH_MAIL_IP: positiveInt(50),
    RATE_LIMIT_EMAIL_VERIFY: positiveInt(5),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
    // Tenant lanes (server/start.mjs, server/lanes.mjs): hosts that keep a saturated worker busy are
    // served by a worker of their own at this nice level; `off` shares every worker (and on the embedded
    // database, one worker owns it, with a standby).
    HEAVY_LANE: z.enum(['on', 'off']).default('on'),
    HEAVY_LANE_NICE: z.coerce.number().int().min(1).max(19).default(19),
    // The workers' V8 old space grows to 1 + this/100 times what the last full collection kept
    // (server/start.mjs); 0: V8's own heuristic (up to four times).
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
    // Megabytes of each of the workers' young-generation semi-spaces (server/start.mjs); 0: V8's default.
    HEAP_SEMI_SPACE_MB: z.coerce.number().int().min(0).max(256).default(8),
    // Set by the primary on each worker in lanes: `heavy` serves moved hosts and runs no background jobs.
    SITE_PLATFORM_LANE: z.enum(['normal', 'heavy']).optional(),
    // Set by the primary on each worker when several share the embedded database: the Unix socket its
    // database thread serves it on (server/database-host.mjs).
    SITE_PLATFORM_DB_SOCKET: z.string().min(1).optional(),
    MAX_BODY_BYTES: positiveInt(1024 * 1024),
    // Mail (lib/domains/messaging/mail): `smtp://` or `smtps://user:pass@host:port`; unset: each mail is written to
    // DATA_DIR/outbox/<time>-<id>.eml and its path logged (development, tests).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The From of every mail the platform sends; default no-reply@<PLATFORM_HOST>.
    MAIL_FROM: z
      .string()
      .min(3)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Mails a site may send an hour and a day (lib/domains/messaging/mail/budget.ts): small until the platform trusts the
    // site (a proven custom domain or a platform admin's approval), larger after.
    MAIL_BUDGET_HOUR: positiveInt(30),
    MAIL_BUDGET_DAY: positiveInt(100),
    MAIL_BUDGET_TRUSTED_HOUR: positiveInt(500),
    MAIL_BUDGET_TRUSTED_DAY: positiveInt(5000),
    // Vercel Cron calls GET /api/v1/internal/outbox/drain with `Authorization: Bearer <CRON_SECRET>`
    // (no long-lived worker there); unset: that endpoint answers 404.
    CRON_SECRET: z
      .string()
      .min(16, 'CRON_SECRET must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The outbox (lib/domains/messaging/outbox): how long a claimed row stays leased to the instance delivering it. A
    // crashed instance's rows are delivered again once their lease ends, so it must outlast a delivery
    // (15 s webhook timeout) with margin. Tests shorten it to see a kill -9 recovered quickly.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
    // The first retry delay (default 5000: 5 s, then 5 min, 30 min, 2 h, 5 h, 10 h); the later delays
    // scale with it. Tests set a few hundred ms to see a retry within the test.
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
    // Days a delivered (done) outbox row is kept before it is pruned; dead rows are kept 30 days.
    OUTBOX_RETENTION_DAYS: positiveInt(7),
    // Fair shares of the outbox (lib/domains/messaging/outbox/claim.ts). Each lane has its slots per process: webhooks (a
    // tenant's receiver may hang 15 s) and mail (sign-in codes, reset links, invitations, orders, never
    // behind webhooks). Inside a lane one site, and one owner's sites together, hold at most these many
    // deliveries at once, counted over every instance.
    OUTBOX_WEBHOOK_SLOTS: positiveInt(32),
    OUTBOX_WEBHOOK_PER_SITE: positiveInt(4),
    OUTBOX_WEBHOOK_PER_OWNER: positiveInt(8),
    OUTBOX_MAIL_SLOTS: positiveInt(8),
    OUTBOX_MAIL_PER_SITE: positiveInt(2),
    OUTBOX_MAIL_PER_OWNER: positiveInt(4),
    // Plugin sandbox threads shared by the sites of a server process (lib/domains/messaging/plugins/sandbox/pool.ts); unset:
    // twice the core count, at least 2 and at most 4. As many again start for sites that have no run
    // going; a site with runs going starts another only while fewer than PLUGIN_WORKERS - 1 are busy.
    PLUGIN_WORKERS: z.coerce
      .number()
      .int()
      .min(1)
      .max(32)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Where the themes a new site may start from live (lib/domains/content/themes): one folder per theme with its
    // manifest.json. Tests point it at fixture themes.
    THEMES_DIR: z
      .string()
      .default('./themes')
      .transform((d) => path.resolve(d)),
    // The demo site on first start with an empty database: unset seeds it into the embedded database
    // only (a newcomer's `npm start`), never into a production PostgreSQL unless asked.
    DEMO: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    // Page-view analytics (lib/domains/platform/analytics): `off` records nothing (the bench compares on against off).
    ANALYTICS: z
      .enum(['on', 'off', 'true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => !(v === 'off' || v === 'false' || v === '0')),
    // How often a process writes its counted views (batched upserts); tests make it short.
    ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    // Distinct paths (and referrer hosts) one site may add per flush window; more are counted as `(other)`.
    ANALYTICS_MAX_PATHS: z.coerce.number().int().min(1).max(100_000).default(200),
    // Site log retention (lib/domains/platform/site-logs/retention.ts): rows kept per site, their age, and how often a process prunes.
    LOG_MAX_ROWS_PER_SITE: z.coerce.number().int().min(1).default(20_000),
    LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    LOG_PRUNE_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(5 * 60_000),
    // Uploads (lib/domains/content/storage): the most bytes one presigned upload may carry (default 25 MB).
    UPLOAD_MAX_BYTES: positiveInt(25 * 1024 * 1024),
    // Bytes one site may keep in the store (stored files plus unexpired upload URLs; default 512 MiB). A
    // platform admin may set another quota for one site (PUT /api/v1/sites/:uid/storage-quota).
    STORAGE_QUOTA_BYTES: positiveInt(512 * 1024 * 1024),
    // Images (lib/domains/content/images): the most pixels an image may have to be measured or transformed (default
    // 40 MP: a 7,700 x 5,200 photo), image variants made at once by this process (each site one at a
    // time), and variants one site may have waiting for their turn before it is answered 503.
    IMAGE_MAX_PIXELS: positiveInt(40_000_000),
    IMAGE_CONCURRENCY: positiveInt(2),
    IMAGE_WAITING_PER_SITE: positiveInt(16),
    // Upload URLs (POST /storage/presign) one site may ask for a minute.
    RATE_LIMIT_PRESIGN: positiveInt(60),
    // Posts, templates and file records a member below writer (their drafts) may create a minute per site.
    RATE_LIMIT_DRAFTS: positiveInt(60),
    // S3-compatible object storage for uploads when S3_BUCKET and S3_ENDPOINT are both set; otherwise
    // files go to DATA_DIR/files (not on Vercel). Keys unset: the SDK's own credential chain (AWS_*).
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('auto'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // The public base URL of the bucket's objects (a CDN or the bucket's public domain); unset: presign
    // answers publicUrl null.
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'S3_PUBLIC_URL must be an http(s) URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_FORCE_PATH_STYLE: flag,
    // Social sign-in (lib/domains/accounts/auth/social): a provider is offered where it has a client id and secret,
    // these or a site's own (settings.oauth). The URLs exist for tests and self-hosted stand-ins; an
    // http:// one is used only with ALLOW_PRIVATE_FETCH (development, tests).
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    MICROSOFT_CLIENT_ID: optionalText,
    MICROSOFT_CLIENT_SECRET: optionalText,
    MICROSOFT_TENANT: z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,100}$/, 'a tenant id, domain, `common`, `organizations` or `consumers`')
      .default('common'),
    GITHUB_OAUTH_URL: httpUrl('https://github.com'),
    GITHUB_API_URL: httpUrl('https://api.github.com'),
    GOOGLE_ISSUER: httpUrl('https://accounts.google.com'),
    // Unset: https://login.microsoftonline.com/<MICROSOFT_TENANT>/v2.0.
    MICROSOFT_ISSUER: httpUrl()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Stripe's API origin (lib/domains/shop/payments/providers/stripe.ts); unset: Stripe's own. Tests point it at a
    // local stand-in that records what the platform sends.
    STRIPE_API_URL: httpUrl()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // DNS servers for custom-domain verification (comma-separated `ip[:port]`); unset: the system's.
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    DNS_RESOLVER: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : undefined,
      )
      .refine((list) => !list || (list.length > 0 && list.every(dnsServerOk)), 'DNS_RESOLVER must be ip:port (for example 127.0.0.1:5353 or [::1]:53), comma-separated for several'),
  })
  // S3 settings come in pairs: half a configuration would silently fall back to the local store.
  .superRefine((e, ctx) => {
    if (Boolean(e.S3_BUCKET) !== Boolean(e.S3_ENDPOINT)) {
      ctx.addIssue({ code: 'custom', path: [e.S3_BUCKET ? 'S3_ENDPOINT' : 'S3_BUCKET'], message: 'S3 uploads need both S3_BUCKET and S3_ENDPOINT (unset both to store files in DATA_DIR)' });
    }
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither' });
    }
  })
  // Cookies cross between hosts of one registrable domain (a page may set `Domain=<parent>`): a sites
  // domain that shares one with the platform host protects nothing.
  .superRefine((e, ctx) => {
    if (!e.SITES_DOMAIN || e.SITES_DOMAIN === e.PLATFORM_HOST) return;
    if (sharesCookieDomain(e.SITES_DOMAIN, e.PLATFORM_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITES_DOMAIN'],
        message: `SITES_DOMAIN must be a registrable domain apart from PLATFORM_HOST's (${e.PLATFORM_HOST}): a tenant's page could otherwise set cookies the platform host receives. Use e.g. PLATFORM_HOST=admin.example.com with SITES_DOMAIN=example-sites.com, or unset SITES_DOMAIN`,
      });
    }
  })
  // An hour's budget above the day's would never be reached: a typo, most likely.
  .superRefine((e, ctx) => {
    for (const [hour, day] of [
      ['MAIL_BUDGET_HOUR', 'MAIL_BUDGET_DAY'],
      ['MAIL_BUDGET_TRUSTED_HOUR', 'MAIL_BUDGET_TRUSTED_DAY'],
    ] as const) {
      if (e[hour] > e[day]) ctx.addIssue({ code: 'custom', path: [hour], message: `${hour} (${e[hour]}) may not be above ${day} (${e[day]})` });
    }
  })
  // A site's share above its owner's would never be reached: a typo, most likely.
  .superRefine((e, ctx) => {
    for (const [site, owner] of [
      ['OUTBOX_WEBHOOK_PER_SITE', 'OUTBOX_WEBHOOK_PER_OWNER'],
      ['OUTBOX_MAIL_PER_SITE', 'OUTBOX_MAIL_PER_OWNER'],
    ] as const) {
      if (e[site] > e[owner]) ctx.addIssue({ code: 'custom', path: [site], message: `${site} (${e[site]}) may not be above ${owner} (${e[owner]})` });
    }
  })
  // On Vercel there is no lasting disk: no embedded database, no generated secret kept in DATA_DIR.
  .superRefine((e, ctx) => {
    if (!e.VERCEL) return;
    if (!e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'on Vercel (VERCEL=1) set DATABASE_URL to your PostgreSQL database (postgres://…): a serverless function has no lasting disk for the embedded one',
      });
    }
    if (!e.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'on Vercel (VERCEL=1) set AUTH_SECRET to a random string of 32+ characters (for example `openssl rand -base64 48`), the same for every instance: a generated one cannot be kept there',
      });
    }
  })
  .transform((e) => ({
    ...e,
    DATABASE_POOL_MAX: e.DATABASE_POOL_MAX ?? (e.VERCEL ? 2 : 10),
    DATABASE_IDLE_TIMEOUT: e.DATABASE_IDLE_TIMEOUT ?? (e.VERCEL ? 5 : 0),
    SITES_DOMAIN: e.SITES_DOMAIN ?? e.PLATFORM_HOST,
  }));

export type Env = z.infer<typeof EnvSchema>;

// What an invalid environment throws: `npm start` exits on it instead of restarting (lib/shared/exit-codes.mjs).
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

// Validates an environment (process.env by default); throws one message naming every bad variable.
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigurationError(`Invalid environment:\n${lines}\nFix these variables and start again.`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();
