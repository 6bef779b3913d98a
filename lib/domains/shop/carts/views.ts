import { inArray } from 'drizzle-orm';
import { inSite } from '@/db/scope';
import { variants, type CartItem } from '@/db/schema';
import { evaluateDiscount, findDiscount, priceItems } from '@/lib/domains/shop/commerce/pricing';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import type { CartView } from './schemas';

export const emptyCartView = (): CartView => ({ id: null, items: [], currency: '', subtotal: 0, discountCode: null, discount: 0, discountReason: null, total: 0, count: 0, updatedAt: null });

// Priced on every read: the stored cart holds ids and quantities only. Lines whose variant (or
// product) is gone are left out. Writes refuse mixed currencies, but a variant's currency may have
// changed since: then only the lines in the currency of the first line are shown.
export async function cartView(db: DbOrTx, siteUid: string, cart: { id: string; items: CartItem[]; discountCode: string | null; updatedAt: Date }): Promise<CartView> {
  const ids = cart.items.map((i) => i.variantId);
  const known = ids.length
    ? await db
        .select({ id: variants.id, stock: variants.stock, currency: variants.currency })
        .from(variants)
        .where(inSite(variants, siteUid, inArray(variants.id, ids)))
    : [];
  const byId = new Map(known.map((v) => [v.id, v]));
  const first = cart.items.map((i) => byId.get(i.variantId)).find(Boolean);
  const items = cart.items.filter((i) => byId.get(i.variantId)?.currency === first?.currency);
  const priced = await priceItems(db, siteUid, items);
  const lines = priced.lines.map((l) => {
    const stock = byId.get(l.variantId)?.stock ?? null;
    return {
      variantId: l.variantId,
      quantity: l.quantity,
      sku: l.sku,
      title: l.title,
      productTitle: l.productTitle,
      postUid: l.postUid,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      stock,
      available: stock === null || stock >= l.quantity,
    };
  });
  // The kept code as it stands now: the checkout prices it the same way.
  const verdict = cart.discountCode && lines.length ? evaluateDiscount(await findDiscount(db, siteUid, cart.discountCode), priced) : null;
  return {
    id: cart.id,
    items: lines,
    currency: priced.currency,
    subtotal: priced.subtotal,
    discountCode: cart.discountCode,
    discount: verdict?.amount ?? 0,
    discountReason: verdict && !verdict.valid ? verdict.reason : null,
    total: priced.subtotal - (verdict?.amount ?? 0),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    updatedAt: cart.updatedAt.toISOString(),
  };
}
