import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { comments, users } from '@/db/schema';
import { commentView, visibleOnly } from '@/lib/domains/content/comments/operations';
import type { CollectionSource } from '@/lib/shared/content/collection-source';

// `post: uid` for one post's comments; `reviews: true` for rated ones only.
export const commentsSource: CollectionSource = async (siteUid, o) => {
  const db = await getDb();
  const post = typeof o.post === 'string' ? o.post : typeof o.postUid === 'string' ? o.postUid : undefined;
  const rows = await db
    .select({
      id: comments.id,
      postUid: comments.postUid,
      body: comments.body,
      rating: comments.rating,
      authorUid: comments.authorUid,
      authorName: users.name,
      status: comments.status,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(users, eq(users.uid, comments.authorUid))
    .where(inSite(comments, siteUid, visibleOnly(), and(post ? eq(comments.postUid, post) : undefined, o.reviews === true ? isNotNull(comments.rating) : undefined)))
    .orderBy(desc(comments.id))
    .limit(o.limit)
    .offset(o.offset);
  return rows.map(commentView);
};
