import { and, gt, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { posts } from '@/db/schema';
import { postPathOf } from '@/lib/domains/content/posts/paths';
import { POST_ORDER, postFilters } from '@/lib/domains/content/posts/list';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';

// Where a post lives: products at the setting `productPath`, every other post at `postPath`, the same
// addresses `{% collection %}` rows carry as `url`.
export const postUrl = (site: Pick<SiteRef, 'settings'>, base: string, post: { type: string; slug: string }) => `${base}${postPathOf(site.settings, post.type, post.slug)}`;

export async function publishedPosts(siteUid: string, limit: number, label?: string) {
  const db = await getDb();
  return db
    .select({ title: posts.title, slug: posts.slug, type: posts.type, body: posts.body, date: posts.date, updatedAt: posts.updatedAt, uid: posts.uid, tag: posts.tag })
    .from(posts)
    .where(postFilters(siteUid, { status: 1, label }))
    .orderBy(...POST_ORDER)
    .limit(limit);
}

// Where each published post lives and when it changed, newest first (the sitemap: no bodies, which
// for 50,000 posts of up to 500 KB each would be gigabytes).
export async function publishedPostLinks(siteUid: string, limit: number) {
  const db = await getDb();
  return db
    .select({ slug: posts.slug, type: posts.type, updatedAt: posts.updatedAt })
    .from(posts)
    .where(postFilters(siteUid, { status: 1 }))
    .orderBy(...POST_ORDER)
    .limit(limit);
}

// The split of a site's published posts into sitemap parts of `perPart` URLs, `ahead` places of the
// first part taken by other URLs (the pages): per part that holds posts, its last slug (the keyset
// bound a part is read by, since a slug names one live post of a site) and its newest change. One pass
// over the site's posts, no bodies; a part is then read from its bounds, never with an OFFSET.
export async function publishedPostParts(siteUid: string, perPart: number, ahead: number) {
  const db = await getDb();
  const numbered = db
    .select({
      slug: posts.slug,
      updatedAt: posts.updatedAt,
      part: sql<number>`((row_number() over (order by ${posts.slug}) - 1 + ${ahead}) / ${perPart})::int`.as('part'),
    })
    .from(posts)
    .where(postFilters(siteUid, { status: 1 }))
    .as('numbered');
  return db
    .select({ part: numbered.part, lastSlug: sql<string>`max(${numbered.slug})`, lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(posts.updatedAt) })
    .from(numbered)
    .groupBy(numbered.part)
    .orderBy(numbered.part);
}

// The published posts with a slug after `after` (from the first when null) up to `through`, in slug
// order: one sitemap part, read along the site's slug index.
export async function publishedPostLinksBetween(siteUid: string, after: string | null, through: string) {
  const db = await getDb();
  return db
    .select({ slug: posts.slug, type: posts.type, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(postFilters(siteUid, { status: 1 }), after === null ? undefined : gt(posts.slug, after), lte(posts.slug, through)))
    .orderBy(posts.slug);
}
