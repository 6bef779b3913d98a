import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { inSite } from '@/db/scope';
import { discounts, discountUses, orderEvents, orders, subscriptions, variants, type OrderFlag } from '@/db/schema';
import { emptyCart } from '@/lib/domains/shop/carts/store';
import { newUid } from '@/lib/shared/ids';
import type { OrderRow } from '@/lib/domains/shop/orders/view';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { addInterval } from '@/lib/domains/shop/subscriptions/period';
import { queueOrderWebhook } from '@/lib/domains/shop/orders/announce';
import { queueStaffMail } from '@/lib/domains/messaging/notifications/staff-mail';
import { queueOrderMail, staffOrderMail, type SiteForMail } from './mail';

class CannotHonour extends Error {}

// Runs `fn` in a savepoint: a CannotHonour thrown inside rolls back only what `fn` did, and answers false.
async function allOrNothing(tx: DbOrTx, fn: (sp: DbOrTx) => Promise<void>): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => fn(sp));
    return true;
  } catch (err) {
    if (err instanceof CannotHonour) return false;
    throw err;
  }
}

// Every line's stock is taken, or none is (the order is then flagged `oversold`). One conditional
// UPDATE per line: concurrent payments queue on the variant's row lock and each re-reads the stock,
// so it never goes below zero. Lines go in variant id order, so two orders never lock in opposite order.
async function takeStock(tx: DbOrTx, order: OrderRow): Promise<boolean> {
  const lines = [...order.items].sort((a, b) => a.variantId - b.variantId);
  const taken = await allOrNothing(tx, async (sp) => {
    for (const l of lines) {
      const got = await sp
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${l.quantity}`, soldAt: sql`coalesce(${variants.soldAt}, now())` })
        .where(inSite(variants, order.siteUid, eq(variants.id, l.variantId), or(isNull(variants.stock), sql`${variants.stock} >= ${l.quantity}`)))
        .returning({ id: variants.id });
      if (got.length === 0) throw new CannotHonour();
    }
  });
  // Sold all the same: a paid order holds them, so their price and sku are frozen.
  if (!taken) {
    await tx
      .update(variants)
      .set({ soldAt: sql`coalesce(${variants.soldAt}, now())` })
      .where(
        inSite(
          variants,
          order.siteUid,
          inArray(
            variants.id,
            lines.map((l) => l.variantId),
          ),
        ),
      );
  }
  return taken;
}

// One use of the order's code: under its usage limit and, for a once-per-customer code, the first
// use of this email (the unique key of discount_uses decides a race). Both or neither.
async function consumeDiscount(tx: DbOrTx, order: OrderRow): Promise<boolean> {
  const discountId = order.discountId;
  if (discountId === null) return true;
  return allOrNothing(tx, async (sp) => {
    const [d] = await sp
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(inSite(discounts, order.siteUid, eq(discounts.id, discountId), or(isNull(discounts.usageLimit), lt(discounts.usedCount, discounts.usageLimit))))
      .returning({ oncePerCustomer: discounts.oncePerCustomer });
    if (!d) throw new CannotHonour();
    if (d.oncePerCustomer) {
      const first = await sp.insert(discountUses).values({ discountId, customer: order.email.toLowerCase(), orderUid: order.uid }).onConflictDoNothing().returning({ id: discountUses.discountId });
      if (first.length === 0) throw new CannotHonour();
    }
  });
}

async function startSubscriptions(tx: DbOrTx, order: OrderRow, providerRef: string | null): Promise<void> {
  const now = new Date();
  const rows = order.items
    .filter((l) => l.interval)
    .map((l) => ({
      uid: newUid(),
      siteUid: order.siteUid,
      orderUid: order.uid,
      buyerUid: order.buyerUid,
      email: order.email,
      variantId: l.variantId,
      title: [l.productTitle, l.title].filter(Boolean).join(' – ') + (l.quantity > 1 ? ` × ${l.quantity}` : ''),
      price: l.lineTotal,
      currency: order.currency,
      interval: l.interval!,
      intervalCount: l.intervalCount,
      currentPeriodEnd: addInterval(now, l.interval!, l.intervalCount),
      provider: order.provider,
      providerRef,
    }));
  if (rows.length) await tx.insert(subscriptions).values(rows);
}

export interface CompletedSession {
  orderUid: string;
  sessionId: string;
  // Stripe's subscription id when the session was in subscription mode.
  subscriptionRef: string | null;
  // Signed by the test provider: only an order made for the test provider may be paid by it.
  testOnly: boolean;
  // What the session charged (minor units, lower-case currency), when the event says (Stripe always
  // does). A cart's checkout is re-priced when it is checked out again, so a session opened before
  // that may charge an older total: it must not pay the order as it is now.
  amount?: number | null;
  currency?: string | null;
}

// A completed session that charged another total than the order's: left pending, and said in its
// history so the shop can refund or settle it.
async function refuseOtherTotal(tx: DbOrTx, siteUid: string, s: CompletedSession): Promise<void> {
  const [order] = await tx
    .select({ total: orders.total, currency: orders.currency })
    .from(orders)
    .where(inSite(orders, siteUid, eq(orders.uid, s.orderUid), eq(orders.status, 'pending')));
  if (!order) return;
  const charged = `${s.amount ?? '?'} ${s.currency ?? order.currency.toLowerCase()}`;
  await tx.insert(orderEvents).values({
    orderUid: s.orderUid,
    status: 'pending',
    note: `payment ${s.sessionId} charged ${charged} (minor units) but the order's total is ${order.total} ${order.currency.toLowerCase()}: not marked paid; refund or settle it with the provider`,
  });
}

// checkout.session.completed, inside the event's transaction: the order turns paid once (only from
// pending), takes its stock, uses its discount, empties its cart, starts its subscriptions and queues
// its mail and webhook. Answers the paid order, or null when there was nothing to do.
export async function markPaid(tx: DbOrTx, site: SiteForMail, s: CompletedSession): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), providerRef: s.sessionId, updatedAt: new Date() })
    .where(
      inSite(
        orders,
        site.uid,
        eq(orders.uid, s.orderUid),
        eq(orders.status, 'pending'),
        s.testOnly ? eq(orders.provider, 'test') : undefined,
        typeof s.amount === 'number' ? eq(orders.total, s.amount) : undefined,
        s.currency ? sql`lower(${orders.currency}) = ${s.currency.toLowerCase()}` : undefined,
      ),
    )
    .returning();
  if (!paid) {
    if (typeof s.amount === 'number' || s.currency) await refuseOtherTotal(tx, site.uid, s);
    return null;
  }
  const flags: OrderFlag[] = [];
  if (!(await takeStock(tx, paid))) flags.push('oversold');
  if (!(await consumeDiscount(tx, paid))) flags.push('discount_unavailable');
  const [order] = flags.length
    ? await tx
        .update(orders)
        .set({ flags })
        .where(and(eq(orders.uid, paid.uid)))
        .returning()
    : [paid];
  if (order!.cartId) await emptyCart(tx, site.uid, order!.cartId);
  await tx.insert(orderEvents).values({ orderUid: order!.uid, status: 'paid', note: flags.length ? `flags: ${flags.join(', ')}` : null });
  await startSubscriptions(tx, order!, s.subscriptionRef);
  await queueOrderMail(tx, site, order!);
  await queueStaffMail(tx, site.uid, staffOrderMail(order!));
  await queueOrderWebhook(tx, 'order.paid', order!);
  return order!;
}
