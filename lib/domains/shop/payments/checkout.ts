import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { discountUses, orderEvents, orders, variants } from '@/db/schema';
import type { Caller } from '@/lib/domains/accounts/auth/access';
import { liveCart, type CartRow } from '@/lib/domains/shop/carts/store';
import { evaluateDiscount, findDiscount, priceItems, type DiscountRow } from '@/lib/domains/shop/commerce/pricing';
import type { CartItemInputT } from '@/lib/domains/shop/commerce/schemas';
import { invalid } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import { announceOrder, queueOrderWebhook } from '@/lib/domains/shop/orders/announce';
import { orderView } from '@/lib/domains/shop/orders/view';
import { kickOutbox, type DbOrTx } from '@/lib/domains/messaging/outbox';
import { consume } from '@/lib/shared/rate-limit';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { providerFor } from './providers';
import type { CheckoutBody } from './schemas';
import { paymentSecrets } from './secrets';

// The cart checked out: a session cart (its id is its key) or the caller's own cart.
async function checkedOutCart(db: DbOrTx, siteUid: string, cartId: string): Promise<CartRow> {
  const cart = await liveCart(db, siteUid, cartId);
  if (!cart) throw invalid('cartId: no such cart (unknown or expired)');
  return cart;
}

// A courtesy check before the buyer is sent to pay: the paid transaction is the real guard.
async function refuseOverStock(db: DbOrTx, siteUid: string, lines: { variantId: number; quantity: number; sku: string; title: string; productTitle: string }[]) {
  const rows = await db
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(
      inSite(
        variants,
        siteUid,
        inArray(
          variants.id,
          lines.map((l) => l.variantId),
        ),
      ),
    );
  const stock = new Map(rows.map((r) => [r.id, r.stock]));
  const short = lines.filter((l) => {
    const s = stock.get(l.variantId);
    return s !== null && s !== undefined && s < l.quantity;
  });
  // A line by its sku, or by its product and variant titles when it has none (skus are optional).
  const named = (l: (typeof lines)[number]) => l.sku || [l.productTitle, l.title].filter(Boolean).join(' – ') || `variant ${l.variantId}`;
  if (short.length) throw invalid(`Out of stock: ${short.map((l) => `${named(l)} (${stock.get(l.variantId)} left)`).join(', ')}`);
}

async function usableDiscount(db: DbOrTx, siteUid: string, code: string, priced: { subtotal: number; currency: string }, email: string): Promise<{ row: DiscountRow; amount: number }> {
  const row = await findDiscount(db, siteUid, code);
  const verdict = evaluateDiscount(row, priced);
  if (!verdict.valid) throw invalid(`discountCode: ${verdict.reason}`);
  if (row!.oncePerCustomer) {
    const [used] = await db
      .select({ d: discountUses.discountId })
      .from(discountUses)
      .where(and(eq(discountUses.discountId, row!.id), eq(discountUses.customer, email.toLowerCase())))
      .limit(1);
    if (used) throw invalid('discountCode: this code was already used with this email');
  }
  return { row: row!, amount: verdict.amount };
}

// POST /payments/checkout: prices the lines on the server (a client's price or total is never read)
// and writes the pending order, its history row and its event. The caller, when signed in, is the
// buyer; the site's owner is the seller. A cart has one checkout: while its order is pending (not
// paid: an abandoned or open checkout, not a sale), checking the cart out again re-prices and updates
// that order instead of adding one. The partial unique index orders_open_checkout_of_cart makes the
// insert meet the existing row (two checkouts at once included), so there is no read-then-write race.
// The discount code is the body's, else the one kept with the cart; it is used only when paid.
export async function createCheckout(caller: Caller, site: SiteRef, ip: string, body: CheckoutBody) {
  await consume('checkout', ip);
  const db = await getDb();
  const cart = body.cartId !== undefined ? await checkedOutCart(db, site.uid, body.cartId) : null;
  const items: CartItemInputT[] = cart ? cart.items : body.items!;
  const priced = await priceItems(db, site.uid, items);
  if (priced.missing.length) throw invalid(`Unknown variants: ${priced.missing.join(', ')}`);
  if (priced.lines.length === 0) throw invalid('Nothing to check out: the cart is empty');
  await refuseOverStock(db, site.uid, priced.lines);
  const code = body.discountCode ?? cart?.discountCode ?? null;
  const discount = code ? await usableDiscount(db, site.uid, code, priced, body.email) : null;
  const provider = providerFor(await paymentSecrets(site.uid));
  const now = new Date();
  // What this checkout says of the order, whether it makes it or updates the cart's open one.
  const priceAndBuyer = {
    buyerUid: caller.user?.uid ?? null,
    email: body.email,
    address: body.address ?? null,
    currency: priced.currency,
    items: priced.lines,
    subtotal: priced.subtotal,
    discount: discount?.amount ?? 0,
    total: priced.subtotal - (discount?.amount ?? 0),
    discountId: discount?.row.id ?? null,
    discountCode: discount?.row.code ?? null,
    provider: provider.name,
  };
  const { row, created } = await db.transaction(async (tx) => {
    const insert = tx.insert(orders).values({ uid: newUid(), siteUid: site.uid, status: 'pending', sellerUid: site.ownerUid, cartId: cart?.id ?? null, ...priceAndBuyer });
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
    const returned = { ...getTableColumns(orders), created: sql<boolean>`(xmax = 0)` };
    const [written] = cart
      ? await insert.onConflictDoUpdate({ target: [orders.siteUid, orders.cartId], targetWhere: sql`${orders.status} = 'pending'`, set: { ...priceAndBuyer, updatedAt: now } }).returning(returned)
      : await insert.returning(returned);
    const { created, ...order } = written!;
    await tx.insert(orderEvents).values({ orderUid: order.uid, status: 'pending', note: created ? null : 'checked out again: items and prices updated', actorUid: caller.user?.uid ?? null });
    await queueOrderWebhook(tx, created ? 'order.created' : 'order.updated', order);
    return { row: order, created };
  });
  kickOutbox();
  announceOrder(created ? 'order.created' : 'order.updated', row);
  return { ...orderView(row), checkoutUrl: await provider.checkoutUrl(row, site) };
}
