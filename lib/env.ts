import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Environment is read and validated once; everything else imports `env`.
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// One DNS server as node:dns accepts it: `1.2.3.4`, `1.2.3.4:53`, `[::1]` or `[::1]:53` (an address, not a name).
function dnsServerOk(entry: string): boolean {
  const m = entry.match(/^\[([^\]]+)\](?::(\d{1,5}))?$/) ?? entry.match(/^([^:]+)(?::(\d{1,5}))?$/);
  if (!m) return isIP(entry) === 6;
  const port = m[2] === undefined ? 53 : Number(m[2]);
  return isIP(m[1]!) !== 0 && port >= 1 && port <= 65535;
}

const EnvSchema = z.object({
  PORT: positiveInt(3000),
  PLATFORM_HOST: z
    .string()
    .default('localhost')
    .transform((h) => h.toLowerCase().replace(/:\d+$/, '')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (unset it to use the embedded database)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data').transform((d) => path.resolve(d)),
  REDIS_URL: z.string().optional().or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z.string().email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional().or(z.literal('').transform(() => undefined)),
  ALLOW_PRIVATE_FETCH: flag,
  TRUST_PROXY: flag,
  // How many proxies of yours append to X-Forwarded-For: the client is the entry that many from the right.
  TRUSTED_PROXY_HOPS: positiveInt(1),
  // The public origin of sites (`<scheme>://<subdomain>.<PLATFORM_HOST>[:port]`): links, feeds and
  // cached pages use it, never the request's Host port or a client's X-Forwarded-* headers.
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional().or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_AVAILABLE: positiveInt(60),
  RATE_LIMIT_SITES_NEW: positiveInt(5),
  RATE_LIMIT_QUOTE: positiveInt(30),
  RATE_LIMIT_LOGIN_IP: positiveInt(100),
  RATE_LIMIT_SIGNUP: positiveInt(20),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  MAX_BODY_BYTES: positiveInt(1024 * 1024),
  // The demo site on first start with an empty database: unset seeds it into the embedded database
  // only (a newcomer's `npm start`), never into a production PostgreSQL unless asked.
  DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  // DNS servers for custom-domain verification (comma-separated `ip[:port]`); unset: the system's.
  DNS_RESOLVER: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined))
    .refine((list) => !list || (list.length > 0 && list.every(dnsServerOk)), 'DNS_RESOLVER must be ip:port (for example 127.0.0.1:5353 or [::1]:53), comma-separated for several'),
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}\nFix these variables and start again.`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
