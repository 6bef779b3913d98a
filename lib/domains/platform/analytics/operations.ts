import { and, asc, between, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { leads, pageViews, posts, referrerViews } from '@/db/schema';
import type { Caller } from '@/lib/domains/accounts/auth/access';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { TOP_N, type AnalyticsQuery, type AnalyticsView } from './schemas';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// Every day of the range, oldest first, with its counted value or 0.
function everyDay(fromMs: number, days: number, counted: { day: string; n: string | number | null }[]): { day: string; n: number }[] {
  const byDay = new Map(counted.map((r) => [r.day, Number(r.n ?? 0)]));
  return Array.from({ length: days }, (_, i) => {
    const day = dayOf(fromMs + i * DAY_MS);
    return { day, n: byDay.get(day) ?? 0 };
  });
}

const pageTotal = sql<string>`sum(${pageViews.views})`;
const referrerTotal = sql<string>`sum(${referrerViews.views})`;

// Views, leads, top paths, posts and referrers of the last `days` UTC days, today included. Role 3+
// reads the whole site; below, a member reads only the views of pages that showed a post they
// authored (no leads and no referrers: those are the site's, not an author's).
export async function siteAnalytics(siteUid: string, caller: Caller, q: z.output<typeof AnalyticsQuery>): Promise<AnalyticsView> {
  const db = await getDb();
  const today = Date.now() - (Date.now() % DAY_MS);
  const fromMs = today - (q.days - 1) * DAY_MS;
  const from = dayOf(fromMs);
  const to = dayOf(today);
  const wholeSite = caller.role >= ROLE.marketer;
  const ownPosts = db
    .select({ uid: posts.uid })
    .from(posts)
    .where(liveInSite(posts, siteUid, eq(posts.authorUid, caller.user?.uid ?? '')));
  const scope: SQL | undefined = wholeSite ? undefined : inArray(pageViews.postUid, ownPosts);
  const viewsIn = inSite(pageViews, siteUid, between(pageViews.day, from, to), scope);

  const [perDay, topPaths, topPosts, referrers, leadDays] = await Promise.all([
    db.select({ day: pageViews.day, n: pageTotal }).from(pageViews).where(viewsIn).groupBy(pageViews.day),
    db.select({ path: pageViews.path, n: pageTotal }).from(pageViews).where(viewsIn).groupBy(pageViews.path).orderBy(desc(pageTotal), asc(pageViews.path)).limit(TOP_N),
    db
      .select({ uid: posts.uid, title: posts.title, n: pageTotal })
      .from(pageViews)
      .innerJoin(posts, and(eq(posts.uid, pageViews.postUid), liveInSite(posts, siteUid)))
      .where(and(viewsIn, ne(pageViews.postUid, '')))
      .groupBy(posts.uid, posts.title)
      .orderBy(desc(pageTotal), asc(posts.uid))
      .limit(TOP_N),
    wholeSite
      ? db
          .select({ host: referrerViews.host, n: referrerTotal })
          .from(referrerViews)
          .where(inSite(referrerViews, siteUid, between(referrerViews.day, from, to)))
          .groupBy(referrerViews.host)
          .orderBy(desc(referrerTotal), asc(referrerViews.host))
          .limit(TOP_N)
      : [],
    wholeSite
      ? db
          .select({ day: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), n: count() })
          .from(leads)
          .where(liveInSite(leads, siteUid, gte(leads.createdAt, new Date(fromMs))))
          .groupBy(sql`1`)
      : null,
  ]);

  return {
    from,
    to,
    scope: wholeSite ? 'site' : 'own-posts',
    views: everyDay(fromMs, q.days, perDay).map(({ day, n }) => ({ day, views: n })),
    leads: leadDays ? everyDay(fromMs, q.days, leadDays).map(({ day, n }) => ({ day, leads: n })) : [],
    topPaths: topPaths.map((r) => ({ path: r.path, views: Number(r.n) })),
    topPosts: topPosts.map((r) => ({ uid: r.uid, title: r.title, views: Number(r.n) })),
    referrers: referrers.map((r) => ({ host: r.host, views: Number(r.n) })),
  };
}
