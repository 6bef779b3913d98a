import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { siteChanged } from '@/lib/cache/generation';
import { inSite } from '@/db/scope';
import { files } from '@/db/schema';
import { ROLE } from '@/lib/auth/roles';
import { notFound } from '@/lib/errors';
import { type PageQuery, listPage, offsetOf } from '@/lib/pagination';
import { requireOwnerOrRole, type Caller } from '@/lib/auth/access';
import { newUid } from '@/lib/ids';
import type { CreateFileBody, UpdateFileBody } from './schemas';

type FileRow = typeof files.$inferSelect;
export const fileView = (r: FileRow) => ({
  uid: r.uid,
  name: r.name,
  url: r.url,
  mime: r.mime,
  size: r.size,
  alt: r.alt,
  variants: r.variants,
  ownerUid: r.ownerUid,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listFiles(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(files, siteUid);
  return listPage(
    q,
    db.select().from(files).where(where).orderBy(desc(files.createdAt)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(files).where(where),
    fileView,
  );
}

async function fileRow(siteUid: string, uid: string): Promise<FileRow> {
  const db = await getDb();
  const [row] = await db.select().from(files).where(inSite(files, siteUid, eq(files.uid, uid))).limit(1);
  if (!row) throw notFound('File');
  return row;
}

export const readFile = async (siteUid: string, uid: string) => fileView(await fileRow(siteUid, uid));

export async function createFile(siteUid: string, ownerUid: string, body: z.output<typeof CreateFileBody>) {
  const db = await getDb();
  const [row] = await db.insert(files).values({ uid: newUid(), siteUid, ownerUid, ...body, alt: body.alt ?? null, variants: body.variants ?? [] }).returning();
  await siteChanged(siteUid);
  return fileView(row!);
}

// Owner or role 2+ (spec part 4).
export async function updateFile(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateFileBody>) {
  const row = await fileRow(siteUid, uid);
  requireOwnerOrRole(caller, row.ownerUid, ROLE.writer);
  const db = await getDb();
  const [updated] = await db.update(files).set({ ...body, updatedAt: new Date() }).where(and(inSite(files, siteUid), eq(files.uid, uid))).returning();
  await siteChanged(siteUid);
  return fileView(updated!);
}

export async function deleteFile(caller: Caller, siteUid: string, uid: string) {
  const row = await fileRow(siteUid, uid);
  requireOwnerOrRole(caller, row.ownerUid, ROLE.writer);
  const db = await getDb();
  await db.delete(files).where(inSite(files, siteUid, eq(files.uid, uid)));
  await siteChanged(siteUid);
}
