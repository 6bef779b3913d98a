import { asc, count, eq } from 'drizzle-orm';
import { numericId } from '@/lib/api/ids';
import { implement } from '@/lib/api/implement';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { siteChanged } from '@/lib/shared/cache/generation';
import { inSite } from '@/db/scope';
import { redirects } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { invalid, notFound } from '@/lib/shared/errors';
import { type PageQuery, listPage, offsetOf } from '@/lib/shared/pagination';
import { redirectItem, redirectsCollection, type CreateRedirectBody, type UpdateRedirectBody } from './api';

type RedirectRow = typeof redirects.$inferSelect;
const view = (r: RedirectRow) => ({ id: r.id, from: r.from, to: r.to, status: r.status });
const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export async function listRedirects(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(redirects, siteUid);
  return listPage(q, db.select().from(redirects).where(where).orderBy(asc(redirects.from)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(redirects).where(where), view);
}

async function row(siteUid: string, id: number): Promise<RedirectRow> {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(redirects)
    .where(inSite(redirects, siteUid, eq(redirects.id, id)))
    .limit(1);
  if (!r) throw notFound('Redirect');
  return r;
}

export const readRedirect = async (siteUid: string, id: number) => view(await row(siteUid, id));

// The rule for a requested path, if any (used by page rendering after templates).
export async function redirectFor(siteUid: string, path: string): Promise<{ to: string; status: number } | null> {
  const db = await getDb();
  const [r] = await db
    .select({ to: redirects.to, status: redirects.status })
    .from(redirects)
    .where(inSite(redirects, siteUid, eq(redirects.from, normalize(path))))
    .limit(1);
  return r ?? null;
}

// One rule per path of a site: the database refuses a second (redirects_site_from), also when two
// writes race.
const fromTaken = (from: string) => ({ [UNIQUE.redirectFrom]: () => invalid(`from: ${from} already redirects somewhere`) });

export async function createRedirect(siteUid: string, body: z.output<typeof CreateRedirectBody>) {
  const from = normalize(body.from);
  if (from === normalize(body.to)) throw invalid('to: a redirect to itself would loop');
  const db = await getDb();
  const [r] = await refuseDuplicates(
    () =>
      db
        .insert(redirects)
        .values({ siteUid, from, to: body.to, status: body.status ?? 301 })
        .returning(),
    fromTaken(from),
  );
  await siteChanged(siteUid);
  return view(r!);
}

export async function updateRedirect(siteUid: string, id: number, body: z.output<typeof UpdateRedirectBody>) {
  const current = await row(siteUid, id);
  const from = body.from ? normalize(body.from) : current.from;
  if (from === normalize(body.to ?? current.to)) throw invalid('to: a redirect to itself would loop');
  const db = await getDb();
  const [r] = await refuseDuplicates(
    () =>
      db
        .update(redirects)
        .set({ from, to: body.to ?? current.to, status: body.status ?? current.status, updatedAt: new Date() })
        .where(inSite(redirects, siteUid, eq(redirects.id, id)))
        .returning(),
    fromTaken(from),
  );
  await siteChanged(siteUid);
  return view(r!);
}

export async function deleteRedirect(siteUid: string, id: number) {
  await row(siteUid, id);
  const db = await getDb();
  await db.delete(redirects).where(inSite(redirects, siteUid, eq(redirects.id, id)));
  await siteChanged(siteUid);
}

// The API's handlers, one call of an operation each; `npm run generate` writes the route files that
// serve them (app/api/v1/redirects/route.ts, [id]/route.ts).
const update = async (siteUid: string, id: string, body: z.output<typeof UpdateRedirectBody>) => ({ item: await updateRedirect(siteUid, numericId(id), body) });

export const redirectsHandlers = {
  redirectsCollection: implement(redirectsCollection, {
    list: async (ctx, { query }) => listRedirects(ctx.site.uid, query),
    create: async (ctx, { body }) => ({ item: await createRedirect(ctx.site.uid, body) }),
  }),
  redirectItem: implement(redirectItem, {
    read: async (ctx, { params }) => ({ item: await readRedirect(ctx.site.uid, numericId(params.id)) }),
    // PUT and PATCH both take a partial body.
    replace: async (ctx, { params, body }) => update(ctx.site.uid, params.id, body),
    update: async (ctx, { params, body }) => update(ctx.site.uid, params.id, body),
    remove: async (ctx, { params }) => {
      await deleteRedirect(ctx.site.uid, numericId(params.id));
      return { text: 'Redirect deleted' };
    },
  }),
};
