import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { offsetOf, paginate, type PageQuery } from '@/lib/http/pagination';

const templateColumns = {
  uid: templates.uid,
  title: templates.title,
  permalink: templates.permalink,
  type: templates.type,
  body: templates.body,
  authorUid: templates.authorUid,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

export async function listTemplates(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = liveInSite(templates, siteUid);
  const [items, [total]] = await Promise.all([
    db.select(templateColumns).from(templates).where(where).orderBy(asc(templates.createdAt)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(templates).where(where),
  ]);
  return { items, pagination: paginate(q, total?.n ?? 0) };
}

export async function templateByPermalink(siteUid: string, permalink: string) {
  const db = await getDb();
  const [row] = await db.select(templateColumns).from(templates).where(liveInSite(templates, siteUid, eq(templates.permalink, permalink))).limit(1);
  return row ?? null;
}
