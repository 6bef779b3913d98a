import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { posts, variants } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { requireMayChange, type Caller, type EditRule } from '@/lib/domains/accounts/auth/access';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { siteChanged } from '@/lib/shared/cache/generation';
import { invalid, notFound } from '@/lib/shared/errors';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { CreateVariantBody, type CheckStockBody, type UpdateVariantBody, type VariantQuery } from './schemas';
import { optionsOf, productVariants, variantView, type VariantRow } from './views';

const skuTaken = () => invalid('sku: another variant of this site already has this sku');
const soldRefusal = () => invalid('This variant has been sold: its price, currency and sku can no longer change, and it cannot be deleted');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Who sees a product's variants: role 2+ (writers and up) all of them; everyone else only those of
// published products. A customer may write a product post (stored as a draft, docs/behaviours.md#B-post-drafts) and give
// it variants, but nothing of it is public or for sale until a writer publishes it.
const seesDrafts = (caller: Pick<Caller, 'role'>) => caller.role >= ROLE.writer;
const visibleTo = (caller: Pick<Caller, 'role'>) => (seesDrafts(caller) ? undefined : eq(posts.status, 1));

// Role 2+ changes any variant; the author of a product's variants (a member) changes them too, but
// below role 2 only while the product is unpublished: a live product's variants (what is for sale, at
// what price) change by a writer or above.
const VARIANT_EDIT: EditRule = { what: 'variant', anyone: ROLE.writer, publishes: ROLE.writer };
const requireVariantChange = (caller: Caller, authorUid: string | null, productStatus: number) => requireMayChange(caller, { ownerUid: authorUid, live: productStatus === 1 }, VARIANT_EDIT);

// A live post of this site of type product, or 422 (the body named it).
async function productPost(siteUid: string, postUid: string) {
  const db = await getDb();
  const [post] = await db
    .select({ uid: posts.uid, type: posts.type, status: posts.status, authorUid: posts.authorUid })
    .from(posts)
    .where(liveInSite(posts, siteUid, eq(posts.uid, postUid)))
    .limit(1);
  if (!post || post.type !== 'product') throw invalid('postUid: no live post of type product with this uid on this site');
  return post;
}

// Variants whose product is deleted are as good as gone; `visible` narrows to what the caller may see.
async function liveVariant(siteUid: string, id: number, visible?: SQL): Promise<VariantRow & { productStatus: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ v: variants, productStatus: posts.status })
    .from(variants)
    .innerJoin(posts, eq(posts.uid, variants.postUid))
    .where(inSite(variants, siteUid, eq(variants.id, id), isNull(posts.deletedAt), visible))
    .limit(1);
  if (!row) throw notFound('Variant');
  return { ...row.v, productStatus: row.productStatus };
}

// Role 2+, or the product's author (requireVariantChange). The body's postUid is read first so that a
// caller who may not add variants is told 403, not what is wrong with the rest of the body.
export async function createVariant(caller: Caller & { user: SessionUser }, siteUid: string, raw: { postUid: string }) {
  const post = await productPost(siteUid, raw.postUid);
  requireVariantChange(caller, post.authorUid, post.status);
  const body = CreateVariantBody.parse(raw);
  const db = await getDb();
  const [row] = await refuseDuplicates(
    () =>
      db
        .insert(variants)
        .values({
          siteUid,
          postUid: post.uid,
          sku: body.sku ?? '',
          title: body.title ?? '',
          price: body.price,
          currency: body.currency,
          stock: body.stock ?? null,
          options: body.options ?? {},
          attributes: body.attributes ?? {},
          interval: body.interval ?? null,
          intervalCount: body.intervalCount ?? 1,
          position: body.position ?? 0,
          creatorUid: caller.user.uid,
        })
        .returning(),
    { [UNIQUE.variantSku]: skuTaken },
  );
  await siteChanged(siteUid);
  return variantView(row!);
}

const PROTECTED = ['price', 'currency', 'sku'] as const;

// Role 2+, or the variant's creator (requireVariantChange). A change of price, currency or sku is
// written only while the variant is unsold (WHERE sold_at IS NULL), so a paid order landing meanwhile
// wins and this write is refused instead of changing what was sold.
export async function updateVariant(caller: Caller, siteUid: string, id: number, body: z.output<typeof UpdateVariantBody>) {
  const row = await liveVariant(siteUid, id);
  requireVariantChange(caller, row.creatorUid, row.productStatus);
  const touchesSold = PROTECTED.some((k) => body[k] !== undefined && body[k] !== row[k]);
  if (touchesSold && row.soldAt) throw soldRefusal();
  const db = await getDb();
  const [updated] = await refuseDuplicates(
    () =>
      db
        .update(variants)
        .set({ ...body, updatedAt: new Date() })
        .where(inSite(variants, siteUid, eq(variants.id, id), touchesSold ? isNull(variants.soldAt) : undefined))
        .returning(),
    { [UNIQUE.variantSku]: skuTaken },
  );
  if (!updated) {
    // Sold (or deleted) between the read and the write.
    const now = await liveVariant(siteUid, id);
    throw now.soldAt ? soldRefusal() : notFound('Variant');
  }
  await siteChanged(siteUid);
  return variantView(updated);
}

export async function deleteVariant(caller: Caller, siteUid: string, id: number): Promise<void> {
  const row = await liveVariant(siteUid, id);
  requireVariantChange(caller, row.creatorUid, row.productStatus);
  if (row.soldAt) throw soldRefusal();
  const db = await getDb();
  const gone = await db
    .delete(variants)
    .where(inSite(variants, siteUid, eq(variants.id, id), isNull(variants.soldAt)))
    .returning({ id: variants.id });
  if (gone.length === 0) {
    const now = await liveVariant(siteUid, id);
    if (now.soldAt) throw soldRefusal();
  }
  await siteChanged(siteUid);
}

export async function searchVariants(caller: Pick<Caller, 'role'>, siteUid: string, q: VariantQuery) {
  const db = await getDb();
  const words = q.q ? `%${escapeLike(q.q)}%` : undefined;
  const where: SQL = inSite(
    variants,
    siteUid,
    isNull(posts.deletedAt),
    visibleTo(caller),
    q.sku ? eq(variants.sku, q.sku) : undefined,
    q.postUid ? eq(variants.postUid, q.postUid) : undefined,
    words ? or(ilike(variants.sku, words), ilike(variants.title, words)) : undefined,
    // jsonb containment: every asked option has the asked value.
    Object.keys(q.options).length ? sql`${variants.options} @> ${JSON.stringify(q.options)}::jsonb` : undefined,
  );
  return listPage(
    q,
    db
      .select({ v: variants })
      .from(variants)
      .innerJoin(posts, eq(posts.uid, variants.postUid))
      .where(where)
      .orderBy(asc(variants.postUid), asc(variants.position), asc(variants.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(variants).innerJoin(posts, eq(posts.uid, variants.postUid)).where(where),
    (r) => variantView(r.v),
  );
}

// A live post's variants (none for another type); an unknown or deleted post, or a draft the caller
// may not see, is 404.
export async function listProductVariants(caller: Pick<Caller, 'role'>, siteUid: string, postUid: string) {
  const db = await getDb();
  const [post] = await db
    .select({ type: posts.type })
    .from(posts)
    .where(liveInSite(posts, siteUid, eq(posts.uid, postUid), visibleTo(caller)))
    .limit(1);
  if (!post) throw notFound('Post');
  return post.type === 'product' ? productVariants(siteUid, postUid) : [];
}

export async function productOptions(caller: Pick<Caller, 'role'>, siteUid: string, postUid: string) {
  return optionsOf(await listProductVariants(caller, siteUid, postUid));
}

export async function variantAttributes(caller: Pick<Caller, 'role'>, siteUid: string, id: number) {
  const row = await liveVariant(siteUid, id, visibleTo(caller));
  return Object.entries(row.attributes).map(([name, value]) => ({ name, value }));
}

// One row per asked item, in the asked order (the same variant twice is asked twice). An unknown
// variant, or one of a deleted or unpublished product, has stock 0.
export async function checkStock(siteUid: string, body: z.output<typeof CheckStockBody>) {
  const ids = [...new Set(body.items.map((i) => i.variantId))];
  const db = await getDb();
  const rows = ids.length
    ? await db
        .select({ id: variants.id, stock: variants.stock })
        .from(variants)
        .innerJoin(posts, eq(posts.uid, variants.postUid))
        .where(and(inSite(variants, siteUid, inArray(variants.id, ids), isNull(posts.deletedAt), eq(posts.status, 1))))
    : [];
  const stockOf = new Map(rows.map((r) => [r.id, r.stock]));
  return body.items.map(({ variantId, quantity }) => {
    const known = stockOf.has(variantId);
    const stock = known ? stockOf.get(variantId)! : 0;
    return { variantId, quantity, stock, available: known && (stock === null || stock >= quantity) };
  });
}
