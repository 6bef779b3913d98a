import { and, eq, inArray } from 'drizzle-orm';
import { inSite } from '@/db/scope';
import { discounts, posts, variants, type OrderLine } from '@/db/schema';
import { invalid } from '@/lib/shared/errors';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import type { CartItemInputT } from './schemas';

export type DiscountRow = typeof discounts.$inferSelect;

export interface PricedItems {
  currency: string;
  lines: OrderLine[];
  subtotal: number;
  // Asked items whose variant no longer exists (a cart read drops them; checkout refuses them).
  missing: number[];
}

// The same variant asked twice is one line with the quantities added.
export function mergeItems(items: readonly CartItemInputT[]): CartItemInputT[] {
  const byId = new Map<number, number>();
  for (const { variantId, quantity } of items) byId.set(variantId, Math.min(999, (byId.get(variantId) ?? 0) + quantity));
  return [...byId].map(([variantId, quantity]) => ({ variantId, quantity }));
}

// The largest amount an order column holds (PostgreSQL integer).
const MAX_AMOUNT = 2_147_483_647;

// Prices items from the database: the server's prices are the only ones there are. Only variants of
// live, published products of this site count (a draft is not for sale). Throws 422 when the lines
// mix currencies or the subtotal is beyond what an order can hold.
export async function priceItems(db: DbOrTx, siteUid: string, items: readonly CartItemInputT[]): Promise<PricedItems> {
  const merged = mergeItems(items);
  if (merged.length === 0) return { currency: '', lines: [], subtotal: 0, missing: [] };
  const rows = await db
    .select({ v: variants, productTitle: posts.title, deletedAt: posts.deletedAt })
    .from(variants)
    .innerJoin(posts, eq(posts.uid, variants.postUid))
    .where(
      and(
        inSite(variants, siteUid),
        inArray(
          variants.id,
          merged.map((i) => i.variantId),
        ),
        eq(posts.status, 1),
      ),
    );
  const found = new Map(rows.filter((r) => !r.deletedAt).map((r) => [r.v.id, r]));
  const lines: OrderLine[] = [];
  const missing: number[] = [];
  for (const { variantId, quantity } of merged) {
    const row = found.get(variantId);
    if (!row) {
      missing.push(variantId);
      continue;
    }
    const v = row.v;
    lines.push({
      variantId,
      postUid: v.postUid,
      sku: v.sku,
      title: v.title,
      productTitle: row.productTitle,
      quantity,
      unitPrice: v.price,
      lineTotal: v.price * quantity,
      interval: v.interval ?? null,
      intervalCount: v.intervalCount,
    });
  }
  const currencies = new Set(lines.map((l) => found.get(l.variantId)!.v.currency));
  if (currencies.size > 1) throw invalid('These items are priced in different currencies: check out each currency separately');
  const currency = currencies.values().next().value ?? '';
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  if (subtotal > MAX_AMOUNT) throw invalid(`The subtotal is larger than an order can hold (${MAX_AMOUNT} minor units): buy fewer`);
  return { currency, lines, subtotal, missing };
}

export async function findDiscount(db: DbOrTx, siteUid: string, code: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(inSite(discounts, siteUid, eq(discounts.code, code.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

export type DiscountVerdict = { valid: true; amount: number } | { valid: false; amount: 0; reason: string };

// Whether a discount applies to a priced bag now, and how much it takes off (never more than the
// subtotal). Usage limits are checked here as a courtesy; the paid transaction enforces them.
export function evaluateDiscount(d: DiscountRow | null, priced: Pick<PricedItems, 'subtotal' | 'currency'>, now = new Date()): DiscountVerdict {
  const no = (reason: string): DiscountVerdict => ({ valid: false, amount: 0, reason });
  if (!d || !d.active) return no('No such discount code');
  if (d.startsAt && d.startsAt > now) return no('This code is not active yet');
  if (d.endsAt && d.endsAt <= now) return no('This code has expired');
  if (d.usageLimit !== null && d.usedCount >= d.usageLimit) return no('This code has been used up');
  if (priced.subtotal <= 0) return no('Nothing to discount');
  if (priced.subtotal < d.minSubtotal) return no(`This code needs a subtotal of at least ${d.minSubtotal}`);
  if (d.kind === 'amount' && d.currency && d.currency !== priced.currency) return no(`This code applies to ${d.currency} prices only`);
  const amount = d.kind === 'percent' ? Math.round((priced.subtotal * Math.min(100, d.value)) / 100) : Math.min(d.value, priced.subtotal);
  return { valid: true, amount: Math.min(amount, priced.subtotal) };
}
