import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { limitNewDrafts } from '@/lib/domains/accounts/auth/draft-limit';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { siteChanged } from '@/lib/shared/cache/generation';
import { conflict, invalid, notFound } from '@/lib/shared/errors';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { draftsOnly, liveRefusal, requireMayChange, type Caller, type EditRule } from '@/lib/domains/accounts/auth/access';
import { newUid } from '@/lib/shared/ids';
import { requireParses } from './publish-check';
import { liveTemplate, type TemplateRow } from './reads';
import type { CreateTemplateBody, TemplateQuery, TemplateView, UpdateTemplateBody } from './schemas';

const view = (r: TemplateRow): TemplateView => ({
  uid: r.uid,
  title: r.title,
  permalink: r.permalink,
  type: r.type,
  body: r.body,
  draftBody: r.draftBody,
  authorUid: r.authorUid,
  version: r.version,
  published: r.published,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listTemplates(siteUid: string, q: z.output<typeof TemplateQuery>) {
  const db = await getDb();
  const where = liveInSite(templates, siteUid, q.type ? eq(templates.type, q.type) : undefined);
  return listPage(q, db.select().from(templates).where(where).orderBy(asc(templates.createdAt)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(templates).where(where), view);
}

export async function readTemplate(siteUid: string, uid: string): Promise<TemplateView> {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  return view(row);
}

// docs/behaviours.md#B-template-drafts: a save below role 3 (marketer) stores a draft; a save by role 3+ publishes unless it
// asks for a draft (`published: false`).
const publishes = (caller: Caller, asked: boolean | undefined) => caller.role >= ROLE.marketer && asked !== false;

// Role 3+ changes any template; below that its author (a member) changes it only while it is a draft.
const TEMPLATE_EDIT: EditRule = { what: 'template', anyone: ROLE.marketer, publishes: ROLE.marketer };
export const requireTemplateChange = (caller: Caller, row: TemplateRow) => requireMayChange(caller, { ownerUid: row.authorUid, live: row.published }, TEMPLATE_EDIT);
const stillDraft = (caller: Caller) => (draftsOnly(caller, TEMPLATE_EDIT) ? eq(templates.published, false) : undefined);

// Only published templates hold a path (drafts claim none): the database refuses a second published
// template on a path (templates_site_permalink_live), also when two saves race.
const permalinkTaken = (permalink: string | null | undefined) => ({
  [UNIQUE.templatePermalink]: () => invalid(`permalink: ${permalink} is already used by another template of this site`),
});

// An email template holds no path: it is a mail body, never served (the page lookups skip it anyway).
function refuseEmailPath(type: string | undefined, permalink: string | null | undefined): void {
  if (type === 'email' && permalink) throw invalid('permalink: an email template has none (it is a mail body, never served as a page)');
}

// The editor's base is not the stored version: the answer carries the current template, so the
// client can show what changed and merge.
const staleBase = (current: TemplateRow, base: number) => conflict(`This template was saved by someone else since version ${base}; it is now at version ${current.version}`, { item: view(current) });

// Saving is the deploy: the write moves the site's generation (a database trigger), and siteChanged
// tells every instance, so nothing cached from the old version is served again.
export async function createTemplate(caller: Caller & { user: SessionUser }, siteUid: string, body: z.output<typeof CreateTemplateBody>): Promise<{ item: TemplateView; created: boolean }> {
  // An upsert of an existing uid is an update, baseVersion included.
  const { uid, ...changes } = body;
  const upsert = async () => ({ item: await updateTemplate(caller, siteUid, uid!, changes), created: false });
  if (uid && (await liveTemplate(siteUid, uid))) return upsert();
  await limitNewDrafts(caller, siteUid);
  refuseEmailPath(body.type, body.permalink);
  const type = body.type ?? (body.permalink ? 'page' : 'partial');
  const published = publishes(caller, body.published);
  if (published) await requireParses(siteUid, body.body, type);
  const db = await getDb();
  const [row] = await refuseDuplicates(
    () =>
      db
        .insert(templates)
        .values({
          uid: uid ?? newUid(),
          siteUid,
          title: body.title,
          permalink: body.permalink ?? null,
          type,
          body: body.body,
          authorUid: caller.user.uid,
          editedByUid: caller.user.uid,
          published,
        })
        .onConflictDoNothing({ target: templates.uid })
        .returning(),
    permalinkTaken(body.permalink),
  );
  if (!row) {
    // The uid exists: created by the same upsert sent twice at once (this one then updates it), or
    // another record's.
    if (uid && (await liveTemplate(siteUid, uid))) return upsert();
    throw invalid('uid: this uid is already used by another record; omit it to get a new one');
  }
  await siteChanged(siteUid);
  return { item: view(row), created: true };
}

// What a save stores. Publishing (role 3+ unless it sends `published: false`) stores the body it sends,
// else the pending draft, else the current body, and only when that parses; the draft is then used
// up. A draft of a published template is kept beside its live body, which keeps serving (the live
// fields stay, so the generation trigger leaves the site's caches alone); any other save of a draft
// stores the whole row as a draft.
async function savedFields(caller: Caller, siteUid: string, row: TemplateRow, body: Omit<z.output<typeof UpdateTemplateBody>, 'baseVersion'>) {
  const { published: asked, ...changes } = body;
  if (publishes(caller, asked)) {
    const published = changes.body ?? row.draftBody ?? row.body;
    await requireParses(siteUid, published, changes.type ?? row.type);
    return { ...changes, body: published, draftBody: null, published: true };
  }
  if (!row.published) return { ...changes, draftBody: null, published: false };
  const renames = (['title', 'permalink', 'type'] as const).filter((k) => changes[k] !== undefined && changes[k] !== row[k]);
  if (renames.length > 0) throw invalid(`published: a draft of a published template holds its body only; change ${renames.join(', ')} with a save that publishes`);
  return { draftBody: changes.body ?? row.draftBody ?? row.body };
}

// Every stored change moves `version` by one; a database trigger (migration 0008) writes the history
// row in the same statement. With `baseVersion` the check and the write are one conditional UPDATE, so
// of two saves from the same base exactly one matches a row and the other gets 409.
export async function updateTemplate(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateTemplateBody>): Promise<TemplateView> {
  const { baseVersion, ...changes } = body;
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  requireTemplateChange(caller, row);
  if (baseVersion !== undefined && baseVersion !== row.version) throw staleBase(row, baseVersion);
  refuseEmailPath(changes.type ?? row.type, changes.permalink === undefined ? row.permalink : changes.permalink);
  const fields = await savedFields(caller, siteUid, row, changes);
  // A draft save keeps the row's state: one published meanwhile is not made a draft again (409).
  const sameState = 'published' in fields && fields.published ? undefined : eq(templates.published, row.published);
  // Publishing what is stored (no body sent) publishes the version that was checked, never a later one.
  const base = baseVersion ?? (changes.body === undefined && 'published' in fields && fields.published ? row.version : undefined);
  const db = await getDb();
  // Publishing a draft claims its path, so the index answers even when the save leaves the path as it was.
  const [updated] = await refuseDuplicates(
    () =>
      db
        .update(templates)
        .set({ ...fields, version: sql`${templates.version} + 1`, editedByUid: caller.user?.uid ?? null, updatedAt: new Date() })
        .where(and(liveInSite(templates, siteUid), eq(templates.uid, uid), stillDraft(caller), sameState, base === undefined ? undefined : eq(templates.version, base)))
        .returning(),
    permalinkTaken(changes.permalink === undefined ? row.permalink : changes.permalink),
  );
  if (!updated) {
    // Another save (a publish, or a delete) got in between the read and the write.
    const current = await liveTemplate(siteUid, uid);
    if (!current) throw notFound('Template');
    if (current.published && draftsOnly(caller, TEMPLATE_EDIT)) throw liveRefusal(TEMPLATE_EDIT);
    throw staleBase(current, baseVersion ?? row.version);
  }
  await siteChanged(siteUid);
  return view(updated);
}

export async function deleteTemplate(caller: Caller, siteUid: string, uid: string): Promise<void> {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  requireTemplateChange(caller, row);
  const db = await getDb();
  const gone = await db
    .update(templates)
    .set({ deletedAt: new Date() })
    .where(and(liveInSite(templates, siteUid), eq(templates.uid, uid), stillDraft(caller)))
    .returning({ uid: templates.uid });
  // Deleted by a request racing this one, or published meanwhile (stillDraft): then refused.
  if (gone.length === 0 && (await liveTemplate(siteUid, uid))) throw liveRefusal(TEMPLATE_EDIT);
  await siteChanged(siteUid);
}
