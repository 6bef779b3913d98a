import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { postCounts, posts } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';
import { filterValues, keysetPage, offsetOf } from '@/lib/shared/pagination';
import { postView } from './operations';
import { dateRange } from './date-range';
import { POST_FILTERS, type PostQuery, type PostSortKey } from './schemas';

type ListFilters = Partial<Pick<z.output<typeof PostQuery>, keyof typeof POST_FILTERS>>;
const FILTER_NAMES = Object.keys(POST_FILTERS);

// Newest first by date (docs/behaviours.md#B-post-lists), then by creation, then by uid: a total order, so a page never
// shares a row with the next one and a cursor names one place. Each list index ends in these columns
// (db/schema/content.ts), read backwards.
export const POST_ORDER = [desc(posts.date), desc(posts.createdAt), desc(posts.uid)];

const inRange = (column: PgColumn, range: { from: string; to: string | null }, cast: 'timestamptz' | 'date') =>
  and(gte(column, sql`${range.from}::${sql.raw(cast)}`), range.to === null ? undefined : lt(column, sql`${range.to}::${sql.raw(cast)}`));

function dateFilter(prefix: string | undefined): SQL | undefined {
  if (!prefix) return undefined;
  const range = dateRange(prefix);
  return range ? inRange(posts.date, range, 'timestamptz') : sql`false`;
}

// The list filters (docs/behaviours.md#B-post-lists); `date` is a prefix of the ISO date (UTC).
export function postFilters(siteUid: string, q: ListFilters) {
  return liveInSite(
    posts,
    siteUid,
    q.type ? eq(posts.type, q.type) : undefined,
    q.tag ? eq(posts.tag, q.tag) : undefined,
    q.label ? eq(posts.label, q.label) : undefined,
    q.status !== undefined ? eq(posts.status, q.status) : undefined,
    q.slug ? eq(posts.slug, q.slug) : undefined,
    dateFilter(q.date),
  );
}

// How many live posts a list holds, exactly. post_counts (migration 0025) answers a list filtered by
// nothing but type, status and a year or month: a sum over the site's months, whatever its size. Any
// other filter (tag, label, slug, a day) counts its rows through its own index, which is as cheap as
// the filter is selective (about 2 ms for 10,000 posts).
export async function countPosts(siteUid: string, q: ListFilters): Promise<number> {
  const db = await getDb();
  if (q.tag || q.label || q.slug || (q.date && q.date.length > 7)) {
    const [row] = await db.select({ n: count() }).from(posts).where(postFilters(siteUid, q));
    return row?.n ?? 0;
  }
  const months = q.date ? dateRange(q.date) : undefined;
  if (months === null) return 0;
  const [row] = await db
    .select({ n: sql<string | null>`sum(${postCounts.n})` })
    .from(postCounts)
    .where(
      inSite(
        postCounts,
        siteUid,
        q.type ? eq(postCounts.type, q.type) : undefined,
        q.status !== undefined ? eq(postCounts.status, q.status) : undefined,
        months ? inRange(postCounts.month, months, 'date') : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

// A row's sort key as the cursor carries it: exact text, never a Date (see PostSortKey).
const exactUtc = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const LISTED = { post: posts, dateKey: exactUtc(posts.date), createdKey: exactUtc(posts.createdAt) };
type ListedRow = { post: typeof posts.$inferSelect; dateKey: string; createdKey: string };
const keyOf = (r: ListedRow): PostSortKey => [r.dateKey, r.createdKey, r.post.uid];

// The rows after a cursor's row, in the list's order: one row comparison, which the list's indexes
// serve as a start position.
const after = ([date, createdAt, uid]: PostSortKey) => sql`(${posts.date}, ${posts.createdAt}, ${posts.uid}) < (${date}::timestamptz, ${createdAt}::timestamptz, ${uid})`;

// One page and one more row (keysetPage). After a cursor: the rows that follow it. A page number:
// the uids of the page are found in the index alone (an index-only scan skips the rows before the page
// without reading them from the table), then those rows are read: still a walk over every skipped
// entry, which a cursor avoids.
async function pageRows(siteUid: string, q: z.output<typeof PostQuery>) {
  const db = await getDb();
  const limit = q.page_size + 1;
  const filtered = postFilters(siteUid, q);
  const listed = (where: SQL | undefined) =>
    db
      .select(LISTED)
      .from(posts)
      .where(where)
      .orderBy(...POST_ORDER);
  if (q.cursor) return listed(and(filtered, after(q.cursor.key))).limit(limit);
  const offset = offsetOf(q);
  if (offset === 0) return listed(filtered).limit(limit);
  const window = db
    .select({ uid: posts.uid })
    .from(posts)
    .where(filtered)
    .orderBy(...POST_ORDER)
    .limit(limit)
    .offset(offset);
  return listed(liveInSite(posts, siteUid, inArray(posts.uid, window)));
}

// The list is the same for every caller (the spec lists drafts too, unfiltered), so it is kept and
// shared, keyed by the site's posts number, which every write to its posts moves, drafts included
// (migration 0027): a customer's new draft is in the next list at once, on every instance, while the
// site's pages (keyed by the generation, which a draft leaves alone) stay cached.
export function listPosts(site: SiteVersion & { postsGeneration: number }, q: z.output<typeof PostQuery>) {
  return siteData(site, `api:posts@${site.postsGeneration}|${JSON.stringify(q)}`, () =>
    keysetPage(q, filterValues(q, FILTER_NAMES), pageRows(site.uid, q), countPosts(site.uid, q), (r) => postView(r.post), keyOf),
  );
}
