import { getDb } from '@/db/client';
import { posts } from '@/db/schema';
import { POST_ORDER, postFilters } from '@/lib/posts/list';
import { postView } from '@/lib/posts/operations';
import type { CollectionOptions, CollectionSite, CollectionSource } from '@/lib/content/collection-source';

type PostRow = typeof posts.$inferSelect;

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

// Where a post lives on the site, as a path: products at the setting `productPath` (`/products/:slug`
// unless set), every other post at `postPath` (`/blog/:slug` unless set), as feeds and sitemaps do.
export function postPathOf(settings: Record<string, unknown>, type: string, slug: string): string {
  const key = type === 'product' ? 'productPath' : 'postPath';
  const setting = settings[key];
  const pattern = typeof setting === 'string' && setting.trim() ? setting.trim() : type === 'product' ? '/products/:slug' : '/blog/:slug';
  return pattern.replace(':slug', encodeURIComponent(slug));
}

const rowView = (site: CollectionSite) => (r: PostRow) => ({ ...postView(r), url: postPathOf(site.settings, r.type, r.slug) });

// Published (status 1) rows only, whatever the template asks for.
export function publishedPosts(type?: string): CollectionSource {
  return async (siteUid: string, o: CollectionOptions, site: CollectionSite) => {
    const db = await getDb();
    const where = postFilters(siteUid, { status: 1, type: type ?? str(o.type), tag: str(o.tag), label: str(o.label), slug: str(o.slug), date: str(o.date) });
    const rows = await db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...POST_ORDER)
      .limit(o.limit)
      .offset(o.offset);
    return rows.map(rowView(site));
  };
}
