import { and, desc, eq, isNotNull, notLike } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { posts, templates } from '@/db/schema';
import { postFilters } from '@/lib/posts/operations';
import type { SiteRef } from '@/lib/tenancy/site-lookup';
import { settingString } from './site-url';

// Where a post lives: the site setting `postPath` (`/blog/:slug` unless set).
export const postUrl = (site: SiteRef, base: string, slug: string) => `${base}${(settingString(site.settings, 'postPath') ?? '/blog/:slug').replace(':slug', encodeURIComponent(slug))}`;

export async function publishedPosts(siteUid: string, limit: number, label?: string) {
  const db = await getDb();
  return db
    .select({ title: posts.title, slug: posts.slug, body: posts.body, date: posts.date, updatedAt: posts.updatedAt, uid: posts.uid, tag: posts.tag })
    .from(posts)
    .where(postFilters(siteUid, { status: 1, label }))
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
