import { and, count, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { siteChanged } from '@/lib/shared/cache/generation';
import { inSite } from '@/db/scope';
import { files } from '@/db/schema';
import { limitNewDrafts } from '@/lib/domains/accounts/auth/draft-limit';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { notFound } from '@/lib/shared/errors';
import { type PageQuery, listPage, offsetOf } from '@/lib/shared/pagination';
import { draftsOnly, liveRefusal, requireMayChange, type Caller, type EditRule } from '@/lib/domains/accounts/auth/access';
import { newUid } from '@/lib/shared/ids';
import type { CreateFileBody, FileView, UpdateFileBody } from './schemas';
import { releaseStoredBytes, storedFacts } from './stored-bytes';

type FileRow = typeof files.$inferSelect;
export const fileView = (r: FileRow): FileView => ({
  uid: r.uid,
  name: r.name,
  url: r.url,
  mime: r.mime,
  size: r.size,
  alt: r.alt,
  variants: r.variants,
  published: r.published,
  width: r.width,
  height: r.height,
  placeholder: r.placeholder,
  version: r.contentVersion,
  ownerUid: r.ownerUid,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// docs/behaviours.md#B-file-drafts: role 2 (writer) publishes file records; below it a record is a draft, so a name and a
// link of a customer's choosing never reach the site's pages or public reads until a writer agrees.
const publishes = (caller: Caller) => caller.role >= ROLE.writer;
// Role 2+ changes any record; its creator (a member) changes it too, but below role 2 only as a draft.
const FILE_EDIT: EditRule = { what: 'file', anyone: ROLE.writer, publishes: ROLE.writer };
const requireFileChange = (caller: Caller, row: FileRow) => requireMayChange(caller, { ownerUid: row.ownerUid, live: row.published }, FILE_EDIT);
const stillDraft = (caller: Caller) => (draftsOnly(caller, FILE_EDIT) ? eq(files.published, false) : undefined);

// Drafts are read by role 2+ and by their creator; everyone else reads published records only.
function visibleTo(caller: Caller) {
  if (publishes(caller)) return undefined;
  const published = eq(files.published, true);
  return caller.user ? or(published, eq(files.ownerUid, caller.user.uid)) : published;
}

export async function listFiles(caller: Caller, siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(files, siteUid, visibleTo(caller));
  return listPage(q, db.select().from(files).where(where).orderBy(desc(files.createdAt)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(files).where(where), fileView);
}

async function fileRow(siteUid: string, uid: string, visible?: ReturnType<typeof visibleTo>): Promise<FileRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(files)
    .where(inSite(files, siteUid, eq(files.uid, uid), visible))
    .limit(1);
  if (!row) throw notFound('File');
  return row;
}

// A draft the caller may not read is not there for them (404, as for an unknown uid).
export const readFile = async (caller: Caller, siteUid: string, uid: string) => fileView(await fileRow(siteUid, uid, visibleTo(caller)));

export async function createFile(caller: Caller & { user: SessionUser }, siteUid: string, body: z.output<typeof CreateFileBody>) {
  await limitNewDrafts(caller, siteUid);
  const db = await getDb();
  const published = publishes(caller) ? (body.published ?? true) : false;
  const [row] = await db
    .insert(files)
    .values({ uid: newUid(), siteUid, ownerUid: caller.user.uid, ...body, alt: body.alt ?? null, variants: body.variants ?? [], published, ...(await storedFacts(siteUid, body.url, body.mime)) })
    .returning();
  await siteChanged(siteUid);
  return fileView(row!);
}

// A write that matched no row: the record was deleted (fileRow answers 404), or published (stillDraft),
// since it was read.
async function missedWrite(siteUid: string, uid: string): Promise<never> {
  await fileRow(siteUid, uid);
  throw liveRefusal(FILE_EDIT);
}

export async function updateFile(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateFileBody>) {
  const row = await fileRow(siteUid, uid);
  requireFileChange(caller, row);
  const db = await getDb();
  const published = publishes(caller) ? body.published : false;
  const [updated] = await db
    .update(files)
    .set({ ...body, ...(body.url === undefined && body.mime === undefined ? {} : await storedFacts(siteUid, body.url ?? row.url, body.mime ?? row.mime)), published, updatedAt: new Date() })
    .where(and(inSite(files, siteUid), eq(files.uid, uid), stillDraft(caller)))
    .returning();
  if (!updated) return missedWrite(siteUid, uid);
  await siteChanged(siteUid);
  return fileView(updated);
}

export async function deleteFile(caller: Caller, siteUid: string, uid: string) {
  const row = await fileRow(siteUid, uid);
  requireFileChange(caller, row);
  const db = await getDb();
  const gone = await db
    .delete(files)
    .where(inSite(files, siteUid, eq(files.uid, uid), stillDraft(caller)))
    .returning({ uid: files.uid });
  if (gone.length === 0) await missedWrite(siteUid, uid);
  await siteChanged(siteUid);
  // The uploaded bytes go with their last record, when the caller may upload (role 3+): below that a
  // record of a stored key (a customer's draft naming the site's logo) is never a way to delete it.
  if (caller.role >= ROLE.marketer) await releaseStoredBytes(siteUid, row);
}
