import { dbHandle } from '@/db/client';
import { ensurePlatformAdmin } from '@/lib/auth/operations';
import { DEMO_SUBDOMAIN, seedDemoSite } from '@/lib/demo/seed';
import { env } from '@/lib/env';
import { redisReady } from '@/lib/redis';
import { log } from '@/lib/server-log';
import { installFastPath } from '@/lib/pages/fast-path';

// Set by scripts/start.mjs in a cluster worker: a standby worker is prepared but must not open the
// database (PGlite has one owner) until the primary promotes it; a replacement worker skips the
// seeding and admin steps its predecessor already did, so it answers sooner.
const standbyKey = Symbol.for('site-platform.standby');
type Standby = Promise<{ replacement: boolean }>;

export function isStandby(): boolean {
  return (globalThis as { [standbyKey]?: Standby })[standbyKey] !== undefined;
}

// Whether start-up finished (readiness): handlers wait for it, a readiness probe only asks. On
// globalThis: Next.js bundles this module into several route bundles of one process.
const readyKey = Symbol.for('site-platform.ready');
type Ready = typeof globalThis & { [readyKey]?: boolean };
const markStarted = () => void ((globalThis as Ready)[readyKey] = true);
export const isStarted = () => (globalThis as Ready)[readyKey] === true;

// Runs once per server process before traffic: migrations (inside dbHandle) and the platform admin.
export async function startPlatform(): Promise<void> {
  const standby = (globalThis as { [standbyKey]?: Standby })[standbyKey];
  const replacement = standby ? (await standby).replacement : false;
  const [{ kind, checkpoint, exclusive }] = await Promise.all([dbHandle({ migrate: !replacement }), redisReady()]);
  installFastPath();
  const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  if (replacement) {
    log.info(`database: ${where} (replacement worker)`);
    markStarted();
    return;
  }
  log.info(`database: ${where}, migrations applied`);
  // Instances starting at once on one PostgreSQL seed and create the admin once, one after another.
  await exclusive(async () => {
    if ((env.DEMO ?? kind === 'pglite') && (await seedDemoSite())) {
      log.info(`empty database: created the demo site at http://${DEMO_SUBDOMAIN}.${env.PLATFORM_HOST}:${env.PORT}`);
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensurePlatformAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log.info('platform admin ensured (role 7, ADMIN_EMAIL)');
    }
  });
  await checkpoint();
  markStarted();
}

const startedKey = Symbol.for('site-platform.started');
type G = typeof globalThis & { [startedKey]?: Promise<void> };

// A server that cannot open its database must not take traffic: say why and stop.
export function startPlatformOrExit(): Promise<void> {
  const g = globalThis as G;
  g[startedKey] ??= startPlatform().catch((err: unknown) => {
    log.fatal(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
  return g[startedKey];
}

// Handlers wait for start-up (migrations, the platform admin) before their first query.
export function whenStarted(): Promise<void> {
  return (globalThis as G)[startedKey] ?? startPlatformOrExit();
}
