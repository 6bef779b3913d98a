import { dbHandle } from '@/db/client';
import { ensurePlatformAdmin } from '@/lib/auth/operations';
import { DEMO_SUBDOMAIN, seedDemoSite } from '@/lib/demo/seed';
import { env } from '@/lib/env';
import { redisReady } from '@/lib/redis';
import { listenForGenerations } from '@/lib/cache/generation';
import { installOuterPageHandler } from '@/lib/pages/outer-handler';

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
  listenForGenerations();
  installOuterPageHandler();
  const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  if (replacement) {
    console.log(`database: ${where} (replacement worker)`);
    markStarted();
    return;
  }
  console.log(`database: ${where}, migrations applied`);
  // Instances starting at once on one PostgreSQL seed and create the admin once, one after another.
  await exclusive(async () => {
    if ((env.DEMO ?? kind === 'pglite') && (await seedDemoSite())) {
      console.log(`empty database: created the demo site at http://${DEMO_SUBDOMAIN}.${env.PLATFORM_HOST}:${env.PORT}`);
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensurePlatformAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      console.log(`platform admin ${env.ADMIN_EMAIL} ensured (role 7)`);
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
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
  return g[startedKey];
}

// Handlers wait for start-up (migrations, the platform admin) before their first query.
export function whenStarted(): Promise<void> {
  return (globalThis as G)[startedKey] ?? startPlatformOrExit();
}
