import { and, asc, count, desc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { orderEvents, orders, subscriptions, users } from '@/db/schema';
import { signedIn, type Caller } from '@/lib/domains/accounts/auth/access';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { forbidden, invalid, notFound, unauthorized } from '@/lib/shared/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import { orderTokenValid } from '@/lib/domains/shop/payments/token';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import { announceOrder, queueOrderWebhook } from './announce';
import type { OrderQuery, UpdateOrderBody } from './schemas';
import { orderView, type OrderRow } from './view';

// Who bought, in words: the name given with the address, else the buyer's account name (lists name
// orders by number and customer, not by uid).
function customerName(row: OrderRow, buyerName: string | null): string | null {
  const given = row.address?.name?.trim();
  return given || buyerName?.trim() || null;
}

function listOf(q: PageQuery, where: SQL) {
  return getDb().then((db) =>
    listPage(
      q,
      db
        .select({ order: orders, buyerName: users.name })
        .from(orders)
        .leftJoin(users, eq(users.uid, orders.buyerUid))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.uid))
        .limit(q.page_size)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(orders).where(where),
      (r) => ({ ...orderView(r.order), customerName: customerName(r.order, r.buyerName) }),
    ),
  );
}

// Role 3+ (the route). q: an email (exact, any case) or the start of an order uid. paid: sales (an order
// was paid once paid_at is set) or the checkouts never paid.
export function listOrders(siteUid: string, q: OrderQuery) {
  const term = q.q?.toLowerCase();
  const search = term ? (term.includes('@') ? sql`lower(${orders.email}) = ${term}` : like(orders.uid, `${term.replace(/[%_\\]/g, '')}%`)) : undefined;
  const paid = q.paid === undefined ? undefined : q.paid === 'true' ? isNotNull(orders.paidAt) : isNull(orders.paidAt);
  return listOf(q, inSite(orders, siteUid, q.status ? eq(orders.status, q.status) : undefined, q.flag ? sql`${orders.flags} @> ${JSON.stringify([q.flag])}::jsonb` : undefined, paid, search));
}

export function myOrders(caller: Caller, siteUid: string, q: PageQuery) {
  return listOf(q, inSite(orders, siteUid, eq(orders.buyerUid, signedIn(caller).uid)));
}

async function findOrder(siteUid: string, uid: string): Promise<OrderRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(inSite(orders, siteUid, eq(orders.uid, uid)))
    .limit(1);
  if (!row) throw notFound('Order');
  return row;
}

// The buyer, the seller, role 2+ on the site, or whoever holds the order's access token (a guest on
// the confirmation page).
function mayRead(caller: Caller, row: OrderRow, token: string | undefined): void {
  if (orderTokenValid(row.siteUid, row.uid, token)) return;
  if (!caller.user) throw unauthorized();
  if (caller.user.uid === row.buyerUid || caller.user.uid === row.sellerUid || caller.role >= ROLE.writer) return;
  throw forbidden('Only the buyer, the seller or a role 2+ member may read this order');
}

// `staff`: the reader is role 3+ here, so the history names who changed the order (staff names are
// not the buyer's to read).
async function detail(row: OrderRow, staff = false) {
  const db = await getDb();
  const [history, subs, buyer] = await Promise.all([
    db
      .select({ event: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.uid, orderEvents.actorUid))
      .where(eq(orderEvents.orderUid, row.uid))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({ uid: subscriptions.uid })
      .from(subscriptions)
      .where(inSite(subscriptions, row.siteUid, eq(subscriptions.orderUid, row.uid)))
      .orderBy(asc(subscriptions.createdAt)),
    row.buyerUid ? db.select({ name: users.name }).from(users).where(eq(users.uid, row.buyerUid)).limit(1) : Promise.resolve([]),
  ]);
  return {
    ...orderView(row),
    customerName: customerName(row, buyer[0]?.name ?? null),
    history: history.map(({ event: h, actorName }) => ({
      status: h.status,
      note: h.note,
      actorUid: h.actorUid,
      ...(staff ? { actorName: h.actorUid ? actorName || null : null } : {}),
      at: h.at.toISOString(),
    })),
    subscriptions: subs.map((s) => s.uid),
  };
}

export async function readOrder(caller: Caller, siteUid: string, uid: string, token: string | undefined) {
  const row = await findOrder(siteUid, uid);
  mayRead(caller, row, token);
  return detail(row, caller.role >= ROLE.marketer);
}

// Role 3+ (the route). A status change (never back to pending, never to paid by hand) adds a history
// row, with the note; a note alone is kept in the history under the current status.
export async function updateOrder(caller: Caller, siteUid: string, uid: string, body: z.output<typeof UpdateOrderBody>) {
  const actor = signedIn(caller).uid;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(inSite(orders, siteUid, eq(orders.uid, uid)))
      .for('update')
      .limit(1);
    if (!current) throw notFound('Order');
    const status = body.status ?? current.status;
    if (body.status && current.status === 'pending' && body.status !== 'cancelled') throw invalid('status: a pending order is not paid yet; it can only be cancelled');
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        ...(body.address !== undefined ? { address: body.address } : {}),
        ...(body.tracking !== undefined ? { tracking: body.tracking } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.uid, uid), eq(orders.siteUid, siteUid)))
      .returning();
    if (status !== current.status || body.note) await tx.insert(orderEvents).values({ orderUid: uid, status, note: body.note ?? null, actorUid: actor });
    await queueOrderWebhook(tx, 'order.updated', updated!);
    return updated!;
  });
  kickOutbox();
  announceOrder('order.updated', row);
  return detail(row);
}
