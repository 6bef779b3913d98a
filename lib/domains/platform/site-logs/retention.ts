import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { background } from '@/lib/shared/background';
import { env } from '@/lib/shared/env';
import { processSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';

// Rows one age-prune statement deletes at most: a backlog drains over a few runs, no run holds long locks.
const AGE_BATCH = 5_000;

interface Retention {
  // Sites this process wrote log rows for since its last prune: only those can be over their cap
  // because of this process (another process prunes the sites it wrote to).
  written: Set<string>;
  lastPrune: number;
  pruning: Promise<void> | null;
  timer: NodeJS.Timeout | null;
}

const retention = processSingleton<Retention>('log-retention', () => ({ written: new Set(), lastPrune: Date.now(), pruning: null, timer: null }));

// Keeps the newest LOG_MAX_ROWS_PER_SITE rows of one site: the id of the first row beyond the cap is
// found on the (site_uid, id) index, and everything at or below it goes.
async function capSite(siteUid: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    delete from logs where site_uid = ${siteUid} and id <= (
      select id from logs where site_uid = ${siteUid} order by id desc offset ${env.LOG_MAX_ROWS_PER_SITE} limit 1
    )`);
}

// Rows older than LOG_RETENTION_DAYS, on any site, through the index on `at`.
async function pruneOld(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    delete from logs where id in (
      select id from logs where at < now() - make_interval(days => ${env.LOG_RETENTION_DAYS}) order by at limit ${AGE_BATCH}
    )`);
}

function pruneLogs(): Promise<void> {
  const state = retention;
  if (state.pruning) return state.pruning;
  state.lastPrune = Date.now();
  const sites = [...state.written];
  state.written.clear();
  state.pruning = (async () => {
    try {
      for (const siteUid of sites) await capSite(siteUid);
      await pruneOld();
    } catch (err) {
      log.error({ err }, 'site log prune failed');
    } finally {
      state.pruning = null;
    }
  })();
  return state.pruning;
}

// Called for every row written (lib/domains/platform/site-logs/index.ts): remembers the site. On Vercel, where no timer
// runs in a frozen function, a due prune runs as background work of the request that wrote the row.
export function noteLogWrite(siteUid: string): void {
  retention.written.add(siteUid);
  if (env.VERCEL && !retention.pruning && Date.now() - retention.lastPrune >= env.LOG_PRUNE_MS) background(pruneLogs(), 'site log prune');
}

// Every LOG_PRUNE_MS per server process (start-up calls it).
export function startLogRetention(): void {
  if (env.VERCEL || retention.timer) return;
  retention.timer = setInterval(() => void pruneLogs(), env.LOG_PRUNE_MS);
  retention.timer.unref();
}
