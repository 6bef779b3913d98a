import { and, desc, eq, isNotNull, notLike } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { posts, templates } from '@/db/schema';
import { postPathOf } from '@/lib/posts/collection';
import { postFilters } from '@/lib/posts/operations';
import type { SiteRef } from '@/lib/tenancy/site-lookup';

// Where a post lives: products at the setting `productPath`, every other post at `postPath`, the same
// addresses `{% collection %}` rows carry as `url`.
export const postUrl = (site: SiteRef, base: string, post: { type: string; slug: string }) => `${base}${postPathOf(site.settings, post.type, post.slug)}`;

export async function publishedPosts(siteUid: string, limit: number, label?: string) {
  const db = await getDb();
  return db
    .select({ title: posts.title, slug: posts.slug, type: posts.type, body: posts.body, date: posts.date, updatedAt: posts.updatedAt, uid: posts.uid, tag: posts.tag })
    .from(posts)
    .where(postFilters(siteUid, { status: 1, label }))
    .orderBy(desc(posts.date))
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
    .orderBy(desc(posts.date))
    .limit(limit);
}

// Pages with a fixed permalink (patterns and the 404 page are not addresses of their own).
export async function pagePermalinks(siteUid: string) {
  const db = await getDb();
  return db
    .select({ permalink: templates.permalink, updatedAt: templates.updatedAt })
    .from(templates)
    .where(liveInSite(templates, siteUid, and(eq(templates.published, true), isNotNull(templates.permalink), eq(templates.type, 'page'), notLike(templates.permalink, '%/:%'))))
    .orderBy(templates.permalink);
}
