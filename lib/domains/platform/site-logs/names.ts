import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { bits, files, orders, plugins, posts, templates, users } from '@/db/schema';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';

interface LogRow {
  kind: string;
  data: Record<string, unknown>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

// What a person reads for a log row's uids (the admin shows words, not ids): the actor's name, and
// the name of the record an activity row changed, for the resources that have one. Read for a page of
// rows at once: one query per kind of name, each scoped to the site (users: only the actors and
// members the rows name).
export async function namesForLogs(siteUid: string, rows: LogRow[]): Promise<{ actors: Map<string, string>; targets: Map<string, string> }> {
  const db = await getDb();
  const actorUids = [...new Set(rows.map((r) => text(r.data.actor)).filter((v) => v !== null))];
  const byResource = new Map<string, Set<string>>();
  for (const r of rows) {
    const resource = /^activity\.([a-z-]+)\./.exec(r.kind)?.[1];
    const target = text(r.data.target);
    if (resource && target) byResource.set(resource, (byResource.get(resource) ?? new Set()).add(target));
  }
  const ids = (resource: string) => [...(byResource.get(resource) ?? [])];
  const targets = new Map<string, string>();
  const put = (resource: string, pairs: { uid: string; name: string }[]) => pairs.forEach((p) => p.name && targets.set(`${resource}:${p.uid}`, p.name));

  const actors = new Map<string, string>();
  const people = [...new Set([...actorUids, ...ids('users')])];
  if (people.length) {
    for (const u of await db.select({ uid: users.uid, name: users.name, email: users.email }).from(users).where(inArray(users.uid, people))) {
      // An account without a name shows the part of its address before the @, never the whole address.
      const shown = u.name || u.email.split('@')[0] || 'someone';
      actors.set(u.uid, shown);
      targets.set(`users:${u.uid}`, shown);
    }
  }
  if (ids('posts').length)
    put(
      'posts',
      await db
        .select({ uid: posts.uid, name: posts.title })
        .from(posts)
        .where(inSite(posts, siteUid, inArray(posts.uid, ids('posts')))),
    );
  if (ids('templates').length)
    put(
      'templates',
      await db
        .select({ uid: templates.uid, name: templates.title })
        .from(templates)
        .where(inSite(templates, siteUid, inArray(templates.uid, ids('templates')))),
    );
  if (ids('plugins').length)
    put(
      'plugins',
      await db
        .select({ uid: plugins.uid, name: plugins.name })
        .from(plugins)
        .where(inSite(plugins, siteUid, inArray(plugins.uid, ids('plugins')))),
    );
  if (ids('bits').length)
    put(
      'bits',
      await db
        .select({ uid: bits.uid, name: bits.name })
        .from(bits)
        .where(inSite(bits, siteUid, inArray(bits.uid, ids('bits')))),
    );
  if (ids('files').length)
    put(
      'files',
      await db
        .select({ uid: files.uid, name: files.name })
        .from(files)
        .where(inSite(files, siteUid, inArray(files.uid, ids('files')))),
    );
  if (ids('orders').length) {
    const found = await db
      .select({ uid: orders.uid })
      .from(orders)
      .where(inSite(orders, siteUid, inArray(orders.uid, ids('orders'))));
    put(
      'orders',
      found.map((o) => ({ uid: o.uid, name: `order ${orderNumber(o.uid)}` })),
    );
  }
  return { actors, targets };
}
