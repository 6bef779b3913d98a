import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { ROLE } from '@/lib/auth/roles';
import type { SessionUser } from '@/lib/auth/session';
import { purgeTemplate } from '@/lib/cache/purge';
import { invalid, notFound } from '@/lib/errors';
import { listPage, offsetOf } from '@/lib/pagination';
import { requireOwnerOrRole, type Caller } from '@/lib/auth/access';
import { newUid } from '@/lib/ids';
import type { CreateTemplateBody, TemplateQuery, TemplateView, UpdateTemplateBody } from './schemas';

type TemplateRow = typeof templates.$inferSelect;

const view = (r: TemplateRow): TemplateView => ({
  uid: r.uid,
  title: r.title,
  permalink: r.permalink,
  type: r.type,
  body: r.body,
  authorUid: r.authorUid,
  published: r.published,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listTemplates(siteUid: string, q: z.output<typeof TemplateQuery>) {
  const db = await getDb();
  const where = liveInSite(templates, siteUid, q.type ? eq(templates.type, q.type) : undefined);
  return listPage(
    q,
    db.select().from(templates).where(where).orderBy(asc(templates.createdAt)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(templates).where(where),
    view,
  );
}

async function liveTemplate(siteUid: string, uid: string): Promise<TemplateRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(templates).where(liveInSite(templates, siteUid, eq(templates.uid, uid))).limit(1);
  return row;
}

export async function readTemplate(siteUid: string, uid: string): Promise<TemplateView> {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  return view(row);
}

// CONTRACT 3a: a save below role 3 (marketer) stores a draft; a save by role 3+ publishes.
const publishes = (caller: Caller) => caller.role >= ROLE.marketer;

// Only published templates hold a path (drafts claim none), so a save clashes only with a published one.
async function assertPermalinkFree(siteUid: string, permalink: string | null | undefined, exceptUid?: string) {
  if (!permalink) return;
  const db = await getDb();
  const [clash] = await db
    .select({ uid: templates.uid })
    .from(templates)
    .where(liveInSite(templates, siteUid, eq(templates.permalink, permalink), eq(templates.published, true), exceptUid ? ne(templates.uid, exceptUid) : undefined))
    .limit(1);
  if (clash) throw invalid(`permalink: ${permalink} is already used by another template of this site`);
}

// Saving is the deploy: the write purges what the rendered site cached from the old version.
export async function createTemplate(caller: Caller & { user: SessionUser }, siteUid: string, body: z.output<typeof CreateTemplateBody>): Promise<{ item: TemplateView; created: boolean }> {
  if (body.uid && (await liveTemplate(siteUid, body.uid))) {
    const { uid, ...changes } = body;
    return { item: await updateTemplate(caller, siteUid, uid, changes), created: false };
  }
  const db = await getDb();
  if (body.uid) {
    const [taken] = await db.select({ uid: templates.uid }).from(templates).where(eq(templates.uid, body.uid)).limit(1);
    if (taken) throw invalid('uid: this uid is already used by another record; omit it to get a new one');
  }
  await assertPermalinkFree(siteUid, body.permalink);
  const [row] = await db
    .insert(templates)
    .values({
      uid: body.uid ?? newUid(),
      siteUid,
      title: body.title,
      permalink: body.permalink ?? null,
      type: body.type ?? (body.permalink ? 'page' : 'partial'),
      body: body.body,
      authorUid: caller.user.uid,
      published: publishes(caller),
    })
    .returning();
  purgeTemplate(siteUid, row!);
  return { item: view(row!), created: true };
}

export async function updateTemplate(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateTemplateBody>): Promise<TemplateView> {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  requireOwnerOrRole(caller, row.authorUid, ROLE.marketer);
  const published = publishes(caller);
  // Publishing a draft claims its path, so the path is checked even when the save leaves it as it was.
  await assertPermalinkFree(siteUid, body.permalink === undefined ? row.permalink : body.permalink, uid);
  const db = await getDb();
  const [updated] = await db
    .update(templates)
    .set({ ...body, published, updatedAt: new Date() })
    .where(and(liveInSite(templates, siteUid), eq(templates.uid, uid)))
    .returning();
  // A moved page purges its old path as well as its new one.
  if (row.permalink !== updated!.permalink) purgeTemplate(siteUid, row);
  purgeTemplate(siteUid, updated!);
  return view(updated!);
}

export async function deleteTemplate(caller: Caller, siteUid: string, uid: string): Promise<void> {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  requireOwnerOrRole(caller, row.authorUid, ROLE.marketer);
  const db = await getDb();
  await db.update(templates).set({ deletedAt: new Date() }).where(and(liveInSite(templates, siteUid), eq(templates.uid, uid)));
  purgeTemplate(siteUid, row);
}
