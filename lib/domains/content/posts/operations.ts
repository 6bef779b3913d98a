import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { posts, users } from '@/db/schema';
import { UNIQUE, uniqueViolation } from '@/db/unique';
import { limitNewDrafts } from '@/lib/domains/accounts/auth/draft-limit';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { slugify } from '@/lib/shared/content/fields';
import { background } from '@/lib/shared/background';
import { emit } from '@/lib/domains/messaging/events';
import { fireHook } from '@/lib/domains/messaging/hooks/fire';
import { kickOutbox, type DbOrTx } from '@/lib/domains/messaging/outbox';
import { enqueueWebhookEvent } from '@/lib/domains/messaging/webhooks/events';
import { invalid, notFound } from '@/lib/shared/errors';
import { draftsOnly, liveRefusal, requireMayChange, type Caller, type EditRule } from '@/lib/domains/accounts/auth/access';
import { newUid } from '@/lib/shared/ids';
import { siteChanged } from '@/lib/shared/cache/generation';
import { productVariants } from '@/lib/domains/shop/catalogue/views';
import type { CreatePostBody, PostView, UpdatePostBody } from './schemas';

type PostRow = typeof posts.$inferSelect;

export function postView(r: PostRow): PostView {
  return {
    uid: r.uid,
    title: r.title,
    slug: r.slug,
    body: r.body,
    type: r.type,
    status: r.status,
    tag: r.tag,
    label: r.label,
    date: r.date.toISOString(),
    data: r.data,
    media: r.media,
    authorUid: r.authorUid,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function livePost(siteUid: string, uid: string): Promise<PostRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(posts)
    .where(liveInSite(posts, siteUid, eq(posts.uid, uid)))
    .limit(1);
  return row;
}

export async function readPost(siteUid: string, uid: string) {
  const row = await livePost(siteUid, uid);
  if (!row) throw notFound('Post');
  const db = await getDb();
  const [author] = row.authorUid ? await db.select({ uid: users.uid, name: users.name }).from(users).where(eq(users.uid, row.authorUid)).limit(1) : [];
  // A product's variants (lib/domains/shop/catalogue); every other type has none.
  const variants = row.type === 'product' ? await productVariants(siteUid, row.uid) : [];
  return { ...postView(row), author: author ?? null, variants };
}

// A slug names one live post of a site (posts_site_slug_live). A write whose slug is taken, also by a
// write racing it, is not refused: like Ghost, the post gets the slug with a random suffix.
async function withFreeSlug<T>(slug: string, write: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await write(slug);
  } catch (err) {
    if (uniqueViolation(err) !== UNIQUE.postSlug) throw err;
    return write(`${slug}-${newUid(6)}`);
  }
}

// docs/behaviours.md#B-post-drafts: below role 2 (writer) a post is a draft (status 0), whatever status the write asks for.
const statusFor = (caller: Caller, asked: number | undefined): number | undefined => (caller.role >= ROLE.writer ? asked : 0);

// Role 3+ changes any post; its author (a member) changes it too, but below role 2 only while it is not
// published, so a change by a low-role author keeps a draft a draft and never unpublishes.
const POST_EDIT: EditRule = { what: 'post', anyone: ROLE.marketer, publishes: ROLE.writer };
const requirePostChange = (caller: Caller, row: PostRow) => requireMayChange(caller, { ownerUid: row.authorUid, live: row.status === 1 }, POST_EDIT);
const stillDraft = (caller: Caller) => (draftsOnly(caller, POST_EDIT) ? ne(posts.status, 1) : undefined);

// A write that matched no row: the post was deleted, or published (stillDraft), since it was read.
const missedWrite = (now: PostRow | undefined) => (now ? liveRefusal(POST_EDIT) : notFound('Post'));

const eventPost = (r: PostRow) => ({ uid: r.uid, title: r.title, status: r.status, type: r.type });

type PostChange = 'post.created' | 'post.updated' | 'post.deleted';
const becamePublished = (change: PostChange, before: PostRow | null, after: PostRow) => change !== 'post.deleted' && after.status === 1 && before?.status !== 1;

// The post slot's webhook events, in the write's transaction (they commit with it): the change, and
// `post.published` when the post turned published. Answers whether it queued any (a site without
// webhooks, most sites, queues none).
async function queuePostEvents(tx: DbOrTx, siteUid: string, change: PostChange, before: PostRow | null, after: PostRow): Promise<boolean> {
  const data = { post: postView(after) };
  const queued = await enqueueWebhookEvent(tx, siteUid, change, data);
  if (becamePublished(change, before, after)) return (await enqueueWebhookEvent(tx, siteUid, 'post.published', data)) || queued;
  return queued;
}

// After the commit: deliver the queued events soon (a kick is a claim of the outbox: only when the write
// queued some), tell in-process listeners.
function announcePost(siteUid: string, change: PostChange, before: PostRow | null, after: PostRow, queued: boolean): void {
  if (queued) kickOutbox();
  emit({ type: change, siteUid, post: eventPost(after) });
  // The site's post_saved plugins run after the answer (what they return changes nothing), for a post
  // that is or was published only: a customer's drafts (docs/behaviours.md#B-post-drafts) cannot fill the site's plugin queue.
  if (before?.status === 1 || after.status === 1) background(fireHook(siteUid, 'post_saved', { action: change.slice('post.'.length), post: eventPost(after) }), 'post_saved plugins');
  if (becamePublished(change, before, after)) emit({ type: 'post.published', siteUid, post: eventPost(after) });
}

// Create, or upsert when a uid is given: an existing post then follows requirePostChange.
export async function createPost(caller: Caller & { user: SessionUser }, siteUid: string, body: z.output<typeof CreatePostBody>): Promise<{ item: PostView; created: boolean }> {
  const { uid, ...changes } = body;
  const upsert = async () => ({ item: await updatePost(caller, siteUid, uid!, changes), created: false });
  if (uid && (await livePost(siteUid, uid))) return upsert();
  await limitNewDrafts(caller, siteUid);
  const db = await getDb();
  let queued = false;
  // A slug clash rolls the whole transaction back; withFreeSlug runs it again with another slug.
  const [row] = await withFreeSlug(body.slug ?? slugify(body.title), (slug) =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(posts)
        .values({
          uid: uid ?? newUid(),
          siteUid,
          title: body.title,
          slug,
          body: body.body ?? '',
          type: body.type ?? 'post',
          status: statusFor(caller, body.status) ?? 0,
          tag: body.tag ?? null,
          label: body.label ?? null,
          date: body.date ?? new Date(),
          data: body.data ?? {},
          media: body.media ?? [],
          authorUid: caller.user.uid,
        })
        .onConflictDoNothing({ target: posts.uid })
        .returning();
      if (inserted[0]) queued = await queuePostEvents(tx, siteUid, 'post.created', null, inserted[0]);
      return inserted;
    }),
  );
  if (!row) {
    // The uid exists: created by the same upsert sent twice at once (this one then updates it), or
    // another record's.
    if (uid && (await livePost(siteUid, uid))) return upsert();
    throw invalid('uid: this uid is already used by another record; omit it to get a new one');
  }
  // Lists, feeds and post pages of the site may show it: no cached page outlives the change.
  await siteChanged(siteUid);
  announcePost(siteUid, 'post.created', null, row, queued);
  return { item: postView(row), created: true };
}

export async function updatePost(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdatePostBody>): Promise<PostView> {
  const row = await livePost(siteUid, uid);
  if (!row) throw notFound('Post');
  requirePostChange(caller, row);
  const db = await getDb();
  let queued = false;
  const write = (slug: string | undefined) =>
    db.transaction(async (tx) => {
      const changed = await tx
        .update(posts)
        .set({ ...body, slug, status: statusFor(caller, body.status), updatedAt: new Date() })
        .where(and(liveInSite(posts, siteUid), eq(posts.uid, uid), stillDraft(caller)))
        .returning();
      if (changed[0]) queued = await queuePostEvents(tx, siteUid, 'post.updated', row, changed[0]);
      return changed;
    });
  const [updated] = body.slug !== undefined ? await withFreeSlug(body.slug, write) : await write(undefined);
  if (!updated) throw missedWrite(await livePost(siteUid, uid));
  await siteChanged(siteUid);
  announcePost(siteUid, 'post.updated', row, updated, queued);
  return postView(updated);
}

export async function deletePost(caller: Caller, siteUid: string, uid: string): Promise<void> {
  const row = await livePost(siteUid, uid);
  if (!row) throw notFound('Post');
  requirePostChange(caller, row);
  const db = await getDb();
  let queued = false;
  const deleted = await db.transaction(async (tx) => {
    const [gone] = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(liveInSite(posts, siteUid), eq(posts.uid, uid), stillDraft(caller)))
      .returning();
    if (gone) queued = await queuePostEvents(tx, siteUid, 'post.deleted', row, gone);
    return gone;
  });
  // Deleted by a request racing this one (that one announced it), or published meanwhile (refused).
  if (!deleted) {
    const now = await livePost(siteUid, uid);
    if (now) throw missedWrite(now);
    return;
  }
  await siteChanged(siteUid);
  announcePost(siteUid, 'post.deleted', row, deleted, queued);
}
