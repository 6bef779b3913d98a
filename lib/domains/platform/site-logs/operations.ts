import { count, desc, eq, gte, like, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { logs } from '@/db/schema';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { namesForLogs } from './names';
import type { LogQuery } from './schemas';

// Newest first; `kind` matches a prefix (`render` finds render.failed and render.fetch); `since`
// is inclusive, `until` exclusive.
export async function listLogs(siteUid: string, q: z.output<typeof LogQuery>) {
  const db = await getDb();
  const where = inSite(
    logs,
    siteUid,
    q.level ? eq(logs.level, q.level) : undefined,
    q.kind ? like(logs.kind, `${q.kind.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    q.since ? gte(logs.at, q.since) : undefined,
    q.until ? lt(logs.at, q.until) : undefined,
  );
  const page = await listPage(q, db.select().from(logs).where(where).orderBy(desc(logs.id)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(logs).where(where), (r) => r);
  const { actors, targets } = await namesForLogs(siteUid, page.items);
  const resourceOf = (kind: string) => /^activity\.([a-z-]+)\./.exec(kind)?.[1];
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      level: r.level,
      kind: r.kind,
      message: r.message,
      data: r.data,
      actorName: typeof r.data.actor === 'string' ? (actors.get(r.data.actor) ?? null) : null,
      targetName: typeof r.data.target === 'string' ? (targets.get(`${resourceOf(r.kind)}:${r.data.target}`) ?? null) : null,
      at: r.at.toISOString(),
    })),
  };
}
