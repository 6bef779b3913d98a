import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { posts } from '@/db/schema';
import { postFilters, postView } from '@/lib/posts/operations';
import type { CollectionOptions, CollectionSource } from '@/lib/pages/collections';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

// Published (status 1) rows only, whatever the template asks for.
export function publishedPosts(type?: string): CollectionSource {
  return async (siteUid: string, o: CollectionOptions) => {
    const db = await getDb();
    const where = postFilters(siteUid, { status: 1, type: type ?? str(o.type), tag: str(o.tag), label: str(o.label), slug: str(o.slug), date: str(o.date) });
    const rows = await db.select().from(posts).where(where).orderBy(desc(posts.date), desc(posts.createdAt)).limit(o.limit).offset(o.offset);
    return rows.map(postView);
  };
}
