import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { posts, postSearchDoc } from '@/db/schema';
import { siteData } from '@/lib/shared/cache/site-data';
import { forbidden } from '@/lib/shared/errors';
import { offsetOf } from '@/lib/shared/pagination';
import { postPathOf } from '@/lib/domains/content/posts/paths';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { correctedQuery } from './correct';
import type { SearchAnswer, SearchQuery } from './schemas';
import { MARK_END, MARK_START, snippetHtml } from './snippet';
import { siteConfig, tsQuery } from './tsquery';

// Who may search drafts (status=any): writers and above, as the admin's post lists do.
const SEARCH_DRAFTS_ROLE = 2;

type Site = Pick<SiteRef, 'uid' | 'settings'>;
type VersionedSite = Site & Pick<SiteRef, 'generation' | 'postsGeneration'>;

// The passages shown: the excerpt and the start of the body (ts_headline reads the whole text it is
// given, so a 500 KB body is cut first), without any marker character of its own.
const SNIPPET_SOURCE_CHARS = 10_000;
const TITLE_CANDIDATES = 200;
const OTHER_CANDIDATES = 200;
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

type Ranked = Omit<SearchAnswer, 'corrected_query'>;

// One page of matches for `q`, or, when it finds nothing at all, for `q` with its unknown words
// corrected (lib/domains/content/search/correct.ts) if that finds something: `corrected_query` then says which
// search ran. Only the empty search pays for the correction, and only its words' index lookups and
// one more search.
export async function searchPosts(site: Site, q: SearchQuery, drafts: boolean): Promise<SearchAnswer> {
  const answer = await rankedPage(site, q, drafts);
  if (answer.pagination.total_entries > 0) return { ...answer, corrected_query: null };
  const corrected = await correctedQuery(site.uid, q.q);
  if (corrected === null) return { ...answer, corrected_query: null };
  const again = await rankedPage(site, { ...q, q: corrected }, drafts);
  return again.pagination.total_entries > 0 ? { ...again, corrected_query: corrected } : { ...answer, corrected_query: null };
}

// One page of matches, best first: ts_rank over the weighted document (title A, excerpt and tags B,
// body C), then newest. Only live posts of the site; published ones unless `drafts`.
async function rankedPage(site: Site, q: SearchQuery, drafts: boolean): Promise<Ranked> {
  const db = await getDb();
  const query = tsQuery(site.uid, q.q);
  const rank = sql<number>`ts_rank(${postSearchDoc}, ${query})`;
  const live = [drafts ? undefined : eq(posts.status, 1), q.type ? inArray(posts.type, q.type) : undefined];
  const where = liveInSite(posts, site.uid, sql`${postSearchDoc} @@ ${query}`, ...live);
  const text = sql`replace(replace(left(concat_ws(' ', ${posts.data}->>'excerpt', ${posts.body}), ${SNIPPET_SOURCE_CHARS}), ${MARK_START}, ''), ${MARK_END}, '')`;
  const candidate = { uid: posts.uid, date: posts.date, rank: rank.mapWith(Number).as('rank') };
  // The posts ranked: up to TITLE_CANDIDATES whose title matches (read from the title words' own index,
  // and ranked first by their weight) and up to OTHER_CANDIDATES of any other matches, so a word in a
  // fifth of a large site's posts costs a bounded read, not a rank of every match.
  const titleHits = db.$with('title_hits').as(
    db
      .select(candidate)
      .from(posts)
      // The title index finds them; the whole document must match too (`-word` is about the whole post).
      .where(liveInSite(posts, site.uid, sql`ts_filter(${postSearchDoc}, '{a}') @@ ${query}`, sql`${postSearchDoc} @@ ${query}`, ...live))
      .limit(TITLE_CANDIDATES),
  );
  const otherHits = db.$with('other_hits').as(db.select(candidate).from(posts).where(where).limit(OTHER_CANDIDATES));
  const matches = db.$with('matches').as(db.select().from(titleHits).union(db.select().from(otherHits)));
  // The page is cut from those rows alone; only its rows are then read whole.
  const page = db
    .with(titleHits, otherHits, matches)
    .select({ uid: matches.uid, date: matches.date, rank: matches.rank, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number).as('total') })
    .from(matches)
    .orderBy(desc(matches.rank), desc(matches.date), desc(matches.uid))
    .limit(q.page_size)
    .offset(offsetOf(q))
    .as('page');
  const rows = await db
    .select({
      uid: posts.uid,
      title: posts.title,
      slug: posts.slug,
      type: posts.type,
      status: posts.status,
      date: posts.date,
      rank: page.rank,
      total: page.total,
      snippet: sql<string>`ts_headline(${siteConfig(site.uid)}, ${text}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(page)
    .innerJoin(posts, and(eq(posts.uid, page.uid), eq(posts.siteUid, site.uid)))
    .orderBy(desc(page.rank), desc(page.date), desc(page.uid));
  const total = rows[0]?.total ?? (q.page > 1 ? await countMatches(where) : 0);
  const more = q.page * q.page_size < total;
  return {
    items: rows.map(({ snippet, ...m }) => ({
      uid: m.uid,
      title: m.title,
      slug: m.slug,
      type: m.type,
      status: m.status,
      date: m.date.toISOString(),
      url: postPathOf(site.settings, m.type, m.slug),
      snippet: snippetHtml(snippet),
      rank: m.rank,
    })),
    pagination: { page: q.page, page_size: q.page_size, total_entries: total, more, next_page: more ? q.page + 1 : null },
  };
}

// A page past the last match has no row to carry the total.
async function countMatches(where: ReturnType<typeof liveInSite>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .where(where);
  return row?.n ?? 0;
}

// The public search is the same for every visitor until the site's pages change (its generation);
// a search of drafts too until any post changes (its posts number).
export function search(site: VersionedSite, q: SearchQuery, role: number): Promise<SearchAnswer> {
  const drafts = q.status === 'any';
  if (drafts && role < SEARCH_DRAFTS_ROLE) throw forbidden('status=any (drafts too) needs role 2 (writer) or above on this site');
  const version = drafts ? `p${site.postsGeneration}` : `g${site.generation}`;
  return siteData(site, `search@${version}|${JSON.stringify(q)}`, () => searchPosts(site, q, drafts));
}
