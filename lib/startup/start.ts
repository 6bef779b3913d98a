import { dbHandle } from '@/db/client';
import { ensurePlatformAdmin } from '@/lib/domains/accounts/auth/operations';
import { DEMO_SUBDOMAIN, seedDemoSite } from '@/lib/domains/platform/demo/seed';
import { env } from '@/lib/shared/env';
import { markStarted } from '@/lib/shared/platform/readiness';
import { bridgeSlot, processSingleton } from '@/lib/shared/process-singleton';
import { redisReady } from '@/lib/shared/redis';
import { listenForGenerations } from '@/lib/shared/cache/generation';
import { installOuterPageHandler } from '@/lib/pages/outer-handler';
import { spaceContendedTurns } from '@/lib/liquid/turns';
import { startAnalyticsFlush } from '@/lib/domains/platform/analytics/flush';
import { startLogRetention } from '@/lib/domains/platform/site-logs/retention';
import { log } from '@/lib/shared/server-log';
import { countStoredFiles } from '@/lib/domains/content/storage/stored-bytes';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { isolationWarnings } from '@/lib/shared/tenancy/isolation-warnings';

// Set by server/start.mjs in a cluster worker: a standby worker is prepared but must not open the
// database (PGlite has one owner) until the primary promotes it; a replacement worker skips the
// seeding and admin steps its predecessor already did, so it answers sooner.
const standbyOrder = () => bridgeSlot('standby');

export const isStandby = (): boolean => standbyOrder() !== undefined;

// Runs once per server process before traffic: migrations (inside dbHandle) and the platform admin.
// Marks the platform started (lib/shared/platform/readiness.ts), which handlers wait for.
export async function startPlatform(): Promise<void> {
  const standby = standbyOrder();
  const replacement = standby ? (await standby).replacement : false;
  const [{ kind, owner, checkpoint, exclusive }] = await Promise.all([dbHandle({ migrate: !replacement }), redisReady()]);
  listenForGenerations();
  installOuterPageHandler();
  if (env.SITE_PLATFORM_LANE === 'heavy') spaceContendedTurns();
  // Per process: counted page views are written every ANALYTICS_FLUSH_MS, site logs pruned every LOG_PRUNE_MS.
  startAnalyticsFlush();
  startLogRetention();
  const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}${owner ? '' : ", served by the primary's database thread"}`;
  if (replacement) {
    log.info(`database: ${where} (replacement worker)`);
    markStarted();
    reportStarted();
    await startOutbox(kind, owner);
    return;
  }
  log.info(`database: ${where}, migrations applied`);
  for (const warning of isolationWarnings(env)) log.warn(`tenant isolation: ${warning}`);
  // Instances starting at once on one PostgreSQL seed and create the admin once, one after another.
  await exclusive(async () => {
    if ((env.DEMO ?? kind === 'pglite') && (await seedDemoSite())) {
      log.info(`empty database: created the demo site at ${canonicalOrigin({ subdomain: DEMO_SUBDOMAIN })}`);
      // The demo has no owner: a platform admin edits it (role 7 may edit every site).
      if (!env.ADMIN_EMAIL) log.info('to edit the demo site in the admin, start with ADMIN_EMAIL and ADMIN_PASSWORD set and sign in with them (a platform admin may edit every site)');
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensurePlatformAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log.info('platform admin ensured (role 7, ADMIN_EMAIL)');
    }
    await countStoredFiles();
  });
  await checkpoint();
  markStarted();
  reportStarted();
  await startOutbox(kind, owner);
}

// `npm start` on a shared embedded database starts its other workers only once the first has started
// (server/start.mjs), or its replacement if it died first.
function reportStarted(): void {
  if (process.send && process.connected) process.send({ platformStarted: true });
}

// The outbox worker of this process (lib/domains/messaging/outbox/worker.ts). Not on Vercel: nothing outlives a
// request there, so requests drain after their answer and Vercel Cron calls the drain endpoint.
async function startOutbox(kind: 'pglite' | 'postgres', owner: boolean): Promise<void> {
  if (env.VERCEL) return;
  // The heavy lane runs at a low CPU priority: other sites' webhooks must not wait for it.
  if (env.SITE_PLATFORM_LANE === 'heavy') return;
  const { startOutboxWorker } = await import('@/lib/domains/messaging/outbox/worker');
  await startOutboxWorker(kind, owner);
  log.info('outbox worker started');
}

// Once per process (instrumentation.ts register()). A server that cannot open its database must not
// take traffic: say why and stop.
export function startPlatformOrExit(): Promise<void> {
  return processSingleton('started', () =>
    startPlatform().catch((err: unknown) => {
      log.fatal(err instanceof Error ? err.message : String(err));
      process.exit(1);
    }),
  );
}
