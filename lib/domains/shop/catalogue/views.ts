import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { variants } from '@/db/schema';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import type { VariantView } from './schemas';

export type VariantRow = typeof variants.$inferSelect;

export function variantView(r: VariantRow): VariantView {
  return {
    id: r.id,
    postUid: r.postUid,
    sku: r.sku,
    title: r.title,
    price: r.price,
    currency: r.currency,
    stock: r.stock,
    options: r.options,
    attributes: r.attributes,
    interval: r.interval ?? null,
    intervalCount: r.intervalCount,
    position: r.position,
    sold: r.soldAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

// A product's variants in their order (position, then creation). The caller knows the post is live.
export async function productVariants(siteUid: string, postUid: string, db?: DbOrTx): Promise<VariantView[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(variants)
    .where(and(inSite(variants, siteUid, eq(variants.postUid, postUid))))
    .orderBy(asc(variants.position), asc(variants.id));
  return rows.map(variantView);
}

// Option names in first-seen order over the variants, each with its values in first-seen order.
// Within one variant the order is jsonb's (shorter names first, then by bytes), not the order sent.
export function optionsOf(list: readonly Pick<VariantView, 'options'>[]): { name: string; values: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const v of list) {
    for (const [name, value] of Object.entries(v.options)) {
      const values = byName.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      byName.set(name, values);
    }
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}
