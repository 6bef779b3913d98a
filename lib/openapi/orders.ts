import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { MineQuery, OrderDetailView, OrderQuery, OrderReadQuery, OrderView, UpdateOrderBody } from '@/lib/orders/schemas';
import { PageQuery } from '@/lib/pagination';
import { SubscriptionQuery, SubscriptionView } from '@/lib/subscriptions/schemas';
import { document, itemOf, listOf, uidParam } from './common';

const Order = OrderView.meta({ id: 'Order' });
const OrderDetail = OrderDetailView.meta({ id: 'OrderDetail' });
const Subscription = SubscriptionView.meta({ id: 'Subscription' });

export function registerOrders(r: OpenAPIRegistry): void {
  const tag = 'Orders';
  document(r, {
    method: 'get',
    path: '/api/v1/orders',
    tag,
    access: { role: ROLE.marketer },
    query: OrderQuery,
    ok: { status: 200, schema: listOf(Order) },
    summary: 'List orders',
    description:
      'Newest first; filters by status, flag, paid (true: sales, the orders that were paid; false: checkouts never paid, such as abandoned ones) and q (an email, or the start of an order uid). Without `paid`, every order and checkout is listed.',
  });
  document(r, { method: 'get', path: '/api/v1/orders/mine', tag, access: 'session', query: MineQuery, ok: { status: 200, schema: listOf(Order) }, summary: "The caller's orders (as buyer)" });
  document(r, {
    method: 'get',
    path: '/api/v1/orders/{uid}',
    tag,
    access: 'public',
    params: uidParam,
    query: OrderReadQuery,
    ok: { status: 200, schema: itemOf(OrderDetail) },
    summary: 'Read one order with its history',
    description:
      "The buyer, the seller, a role 2+ member, or anyone presenting `?token=` (the order access token of the checkout and confirmation URLs: how a guest's confirmation page reads the order). Anyone else: 401 when anonymous, 403 when signed in.",
    errors: { 401: 'anonymous, without a valid `token`', 403: 'signed in, but neither buyer, seller nor role 2+, and no valid `token`' },
  });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/orders/{uid}',
      tag,
      access: { role: ROLE.marketer },
      params: uidParam,
      body: UpdateOrderBody,
      ok: { status: 200, schema: itemOf(OrderDetail) },
      summary: 'Update an order (status, address, tracking, note)',
      description:
        'A status change adds a history row (with the note and the member); a note alone is kept under the current status. Never back to `pending`; `paid` is set by the payment provider only; a pending order can only be cancelled. Emits order.updated and a site log row `order.<status>`.',
    });
  }

  const subs = 'Subscriptions';
  document(r, {
    method: 'get',
    path: '/api/v1/subscriptions',
    tag: subs,
    access: { role: ROLE.marketer },
    query: SubscriptionQuery,
    ok: { status: 200, schema: listOf(Subscription) },
    summary: 'List subscriptions',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/subscriptions/mine',
    tag: subs,
    access: 'session',
    query: PageQuery,
    ok: { status: 200, schema: listOf(Subscription) },
    summary: "The caller's subscriptions",
  });
  document(r, {
    method: 'post',
    path: '/api/v1/subscriptions/{uid}/cancel',
    tag: subs,
    access: { ownerOr: ROLE.admin },
    params: uidParam,
    ok: { status: 200, schema: itemOf(Subscription) },
    summary: 'Cancel a subscription (its buyer or role 5+)',
    description:
      "Status `cancelled` at once; `currentPeriodEnd` is kept (what was paid for runs to its end). A Stripe subscription is also set to cancel at its period's end; if Stripe refuses, a site log row `subscription.cancel` says so and the cancellation here stands.",
  });
}
