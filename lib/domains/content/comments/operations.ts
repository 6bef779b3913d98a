import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { siteChanged } from '@/lib/shared/cache/generation';
import { inSite, liveInSite } from '@/db/scope';
import { comments, posts, users } from '@/db/schema';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { invalid, notFound } from '@/lib/shared/errors';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { requireOwnerOrRole, type Caller } from '@/lib/domains/accounts/auth/access';
import type { CommentQuery, CreateCommentBody, UpdateCommentBody } from './schemas';

const columns = {
  id: comments.id,
  postUid: comments.postUid,
  body: comments.body,
  rating: comments.rating,
  authorUid: comments.authorUid,
  authorName: users.name,
  status: comments.status,
  createdAt: comments.createdAt,
};
type Row = { id: number; postUid: string; body: string; rating: number | null; authorUid: string | null; authorName: string | null; status: string; createdAt: Date };

// Moderators (role 3+) see and set hidden comments; everyone else reads visible ones only.
const moderates = (caller: Caller) => caller.role >= ROLE.marketer;
export const visibleOnly = () => eq(comments.status, 'visible');

// Only the author's public name is shown; never their email.
export const commentView = (r: Row) => ({
  id: r.id,
  postUid: r.postUid,
  body: r.body,
  rating: r.rating,
  review: r.rating !== null,
  author: r.authorUid ? { uid: r.authorUid, name: r.authorName ?? '' } : null,
  status: r.status === 'hidden' ? ('hidden' as const) : ('visible' as const),
  createdAt: r.createdAt.toISOString(),
});

// Each comment names its post by title too (the admin shows words, not uids): a published post's title to
// anyone, a draft's to moderators only.
export async function listComments(caller: Caller, siteUid: string, q: z.output<typeof CommentQuery>) {
  const db = await getDb();
  const status = moderates(caller) ? (q.status ?? 'visible') : 'visible';
  const where = inSite(comments, siteUid, q.postUid ? eq(comments.postUid, q.postUid) : undefined, status === 'all' ? undefined : eq(comments.status, status));
  const withPost = { ...columns, postTitle: posts.title, postStatus: posts.status };
  return listPage(
    q,
    db
      .select(withPost)
      .from(comments)
      .leftJoin(users, eq(users.uid, comments.authorUid))
      .leftJoin(posts, and(eq(posts.uid, comments.postUid), eq(posts.siteUid, comments.siteUid)))
      .where(where)
      .orderBy(desc(comments.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(comments).where(where),
    (r) => ({ ...commentView(r), postTitle: r.postTitle !== null && (r.postStatus === 1 || moderates(caller)) ? r.postTitle : null }),
  );
}

async function commentRow(siteUid: string, id: number): Promise<Row> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(comments)
    .leftJoin(users, eq(users.uid, comments.authorUid))
    .where(inSite(comments, siteUid, eq(comments.id, id)))
    .limit(1);
  if (!row) throw notFound('Comment');
  return row;
}

// A hidden comment is not there for anyone but a moderator.
export async function readComment(caller: Caller, siteUid: string, id: number) {
  const row = await commentRow(siteUid, id);
  if (row.status !== 'visible' && !moderates(caller)) throw notFound('Comment');
  return commentView(row);
}

// Role 3+ (the route checks): hides a comment from public reads and collections, or shows it again.
export async function setCommentStatus(siteUid: string, id: number, body: z.output<typeof UpdateCommentBody>) {
  const db = await getDb();
  const [updated] = await db
    .update(comments)
    .set({ status: body.status, updatedAt: new Date() })
    .where(inSite(comments, siteUid, eq(comments.id, id)))
    .returning({ id: comments.id });
  if (!updated) throw notFound('Comment');
  await siteChanged(siteUid);
  return commentView(await commentRow(siteUid, id));
}

export async function createComment(siteUid: string, author: { uid: string; name: string }, body: z.output<typeof CreateCommentBody>) {
  const db = await getDb();
  const [post] = await db
    .select({ uid: posts.uid })
    .from(posts)
    .where(liveInSite(posts, siteUid, eq(posts.uid, body.postUid)))
    .limit(1);
  if (!post) throw invalid('postUid: no such post on this site');
  const [row] = await db
    .insert(comments)
    .values({ siteUid, postUid: body.postUid, body: body.body, rating: body.rating ?? null, authorUid: author.uid })
    .returning();
  await siteChanged(siteUid);
  return commentView({ ...row!, authorName: author.name });
}

// The author deletes their own; role 3+ moderates any.
export async function deleteComment(caller: Caller, siteUid: string, id: number) {
  const row = await commentRow(siteUid, id);
  requireOwnerOrRole(caller, row.authorUid, ROLE.marketer);
  const db = await getDb();
  await db.delete(comments).where(inSite(comments, siteUid, eq(comments.id, id)));
  await siteChanged(siteUid);
}
