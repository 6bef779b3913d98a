import { getDb } from '@/db/client';
import { posts } from '@/db/schema';
import { POST_ORDER, postFilters } from '@/lib/domains/content/posts/list';
import { postView } from '@/lib/domains/content/posts/operations';
import { postExcerpt } from '@/lib/domains/content/posts/excerpt';
import { postPathOf } from '@/lib/domains/content/posts/paths';
import type { CollectionOptions, CollectionSite, CollectionSource } from '@/lib/shared/content/collection-source';

type PostRow = typeof posts.$inferSelect;

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

// `excerpt`: the plain text a card shows (lib/domains/content/posts/excerpt.ts), made once per row read, not per render.
const rowView = (siteUid: string, site: CollectionSite) => async (r: PostRow) => ({ ...postView(r), url: postPathOf(site.settings, r.type, r.slug), excerpt: await postExcerpt(r, siteUid) });

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
    return Promise.all(rows.map(rowView(siteUid, site)));
  };
}
