import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { env } from '@/lib/shared/env';
import { bridgeSingleton } from '@/lib/shared/process-singleton';
import { log } from '@/lib/shared/server-log';
import { ViewCounters, type ViewBatch } from './counters';
import { normalisePath } from './visit';

// Rows per statement: one parameter (a JSON array) each, so any size would do; this keeps statements small.
const CHUNK = 1000;

interface Analytics {
  counters: ViewCounters;
  lastFlush: number;
  flushing: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  // Read by server/server.mjs on stop (as `site-platform.analytics`), before it closes the database.
  flush: () => Promise<void>;
}

export const analytics = bridgeSingleton('analytics', (): Analytics => ({
  counters: new ViewCounters(env.ANALYTICS_MAX_PATHS),
  lastFlush: Date.now(),
  flushing: null,
  timer: null,
  // A flush under way may have taken its batch before the last views came: those go in a second one.
  flush: async () => {
    await analytics.flushing;
    await flushViews();
  },
}));

type PageRow = { site_uid: string; day: string; path: string; post_uid: string; views: number };
type ReferrerRow = { site_uid: string; day: string; host: string; views: number };

// Paths are normalised here, off the request path; two raw paths may fold into one row, and one
// statement must not name a row twice (ON CONFLICT refuses it), so rows are merged first.
function rowsOf(batch: ViewBatch): { pages: PageRow[]; referrers: ReferrerRow[] } {
  const pages = new Map<string, PageRow>();
  const referrers: ReferrerRow[] = [];
  for (const [day, sites] of batch) {
    for (const [siteUid, counts] of sites) {
      for (const [raw, { views, postUid }] of counts.paths) {
        const path = normalisePath(raw);
        const key = `${siteUid}\n${day}\n${path}\n${postUid}`;
        const row = pages.get(key);
        if (row) row.views += views;
        else pages.set(key, { site_uid: siteUid, day, path, post_uid: postUid, views });
      }
      for (const [host, views] of counts.referrers) referrers.push({ site_uid: siteUid, day, host, views });
    }
  }
  return { pages: [...pages.values()], referrers };
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

// Upserts that add to the counters. A site deleted since its views were counted is skipped (its
// rows would violate the foreign key and fail the whole statement).
async function write(batch: ViewBatch): Promise<void> {
  const { pages, referrers } = rowsOf(batch);
  const db = await getDb();
  for (const part of chunks(pages)) {
    await db.execute(sql`
      insert into analytics_page_views (site_uid, day, path, post_uid, views)
      select v.site_uid, v.day::date, v.path, v.post_uid, v.views
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v(site_uid text, day text, path text, post_uid text, views bigint)
      where exists (select 1 from sites s where s.uid = v.site_uid)
      on conflict (site_uid, day, path, post_uid) do update set views = analytics_page_views.views + excluded.views`);
  }
  for (const part of chunks(referrers)) {
    await db.execute(sql`
      insert into analytics_referrers (site_uid, day, host, views)
      select v.site_uid, v.day::date, v.host, v.views
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v(site_uid text, day text, host text, views bigint)
      where exists (select 1 from sites s where s.uid = v.site_uid)
      on conflict (site_uid, day, host) do update set views = analytics_referrers.views + excluded.views`);
  }
}

// Writes what was counted so far. One flush at a time; a failed one is logged and its counts dropped
// (views are losable; a database outage must not grow memory without bound).
export function flushViews(): Promise<void> {
  const state = analytics;
  if (state.flushing) return state.flushing;
  state.lastFlush = Date.now();
  if (state.counters.pending === 0) return Promise.resolve();
  const batch = state.counters.take();
  state.flushing = write(batch)
    .catch((err: unknown) => log.error({ err }, 'analytics flush failed; these views are dropped'))
    .finally(() => {
      state.flushing = null;
    });
  return state.flushing;
}

// A long-lived server flushes on a timer (and on stop: server/server.mjs). On Vercel a frozen
// function runs no timer: lib/domains/platform/analytics/record.ts flushes after the answer when a batch is due.
export function startAnalyticsFlush(): void {
  if (!env.ANALYTICS || env.VERCEL || analytics.timer) return;
  analytics.timer = setInterval(() => void flushViews(), env.ANALYTICS_FLUSH_MS);
  analytics.timer.unref();
}
