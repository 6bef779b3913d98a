import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { variants } from '@/db/schema';
import type { CollectionSource } from '@/lib/shared/content/collection-source';
import { publishedPosts } from '@/lib/domains/content/posts/collection';
import type { VariantView } from './schemas';
import { variantView } from './views';

// What templates read of a variant is the JSON API's Variant view (./views.ts).

// The variants of these products, by product uid, in position order: one query for a whole page of rows.
async function variantsOf(siteUid: string, postUids: readonly string[]): Promise<Map<string, VariantView[]>> {
  const byPost = new Map<string, VariantView[]>(postUids.map((uid) => [uid, []]));
  if (postUids.length === 0) return byPost;
  const db = await getDb();
  const rows = await db
    .select()
    .from(variants)
    .where(inSite(variants, siteUid, inArray(variants.postUid, [...new Set(postUids)])))
    .orderBy(asc(variants.postUid), asc(variants.position), asc(variants.id));
  for (const row of rows) byPost.get(row.postUid)?.push(variantView(row));
  return byPost;
}

export interface ProductFacts {
  variants: VariantView[];
  // The lowest variant price (null without variants) and its currency ('' without variants).
  price: number | null;
  currency: string;
  // Some variant can be bought: unlimited (stock null) or with stock left.
  available: boolean;
}

export function productFacts(list: VariantView[]): ProductFacts {
  const cheapest = list.reduce<VariantView | null>((low, v) => (low === null || v.price < low.price ? v : low), null);
  return {
    variants: list,
    price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? '',
    available: list.some((v) => v.stock === null || v.stock > 0),
  };
}

// Rows of a collection with, on each product row, its variants and the facts a shop page shows; other
// rows (a `posts` collection mixes types) are left as they are. One variants query for all of them.
async function withVariants(siteUid: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const isProduct = (r: Record<string, unknown>) => r.type === 'product' && typeof r.uid === 'string';
  const uids = rows.filter(isProduct).map((r) => r.uid as string);
  if (uids.length === 0) return rows;
  const byPost = await variantsOf(siteUid, uids);
  return rows.map((r) => (isProduct(r) ? { ...r, ...productFacts(byPost.get(r.uid as string) ?? []) } : r));
}

// A post source whose product rows carry their variants (cached with the rows per site generation: a
// variant write moves the generation, migration 0014).
export const withProductVariants =
  (source: CollectionSource): CollectionSource =>
  async (siteUid, options, site) =>
    withVariants(siteUid, await source(siteUid, options, site));

// `{% collection products %}`: published product posts with their variants, lowest price and availability.
export const productsSource: CollectionSource = withProductVariants(publishedPosts('product'));
