import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf, uidParam } from '@/lib/api/envelope';
import { MineQuery, OrderDetailView, OrderQuery, OrderReadQuery, OrderView, UpdateOrderBody } from './schemas';

// The orders API: a marketer lists and handles orders, a buyer reads their own (or a guest with the
// order's access token).
const Order = OrderView.meta({ id: 'Order' });
const OrderDetail = OrderDetailView.meta({ id: 'OrderDetail' });
const tag = 'Orders';
const path = '/api/v1/orders';
const item = `${path}/{uid}`;

export const ordersCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'marketer',
    query: OrderQuery,
    ok: { status: 200, schema: listOf(Order) },
    summary: 'List orders',
    description:
      'Newest first; filters by status, flag, paid (true: sales, the orders that were paid; false: checkouts never paid, such as abandoned ones) and q (an email, or the start of an order uid). Without `paid`, every order and checkout is listed.',
  }),
};

export const ordersOfCaller = {
  list: defineOperation({ method: 'GET', path: `${path}/mine`, tag, access: 'session', query: MineQuery, ok: { status: 200, schema: listOf(Order) }, summary: "The caller's orders (as buyer)" }),
};

const update = {
  path: item,
  tag,
  access: 'marketer',
  params: uidParam,
  body: UpdateOrderBody,
  ok: { status: 200, schema: itemOf(OrderDetail) },
  summary: 'Update an order (status, address, tracking, note)',
  description:
    'A status change adds a history row (with the note and the member); a note alone is kept under the current status. Never back to `pending`; `paid` is set by the payment provider only; a pending order can only be cancelled. Emits order.updated and a site log row `order.<status>`.',
} as const;

export const orderItem = {
  // Public: the operation decides (buyer, seller, role 2+, or the order's access token).
  read: defineOperation({
    method: 'GET',
    path: item,
    tag,
    access: 'public',
    params: uidParam,
    query: OrderReadQuery,
    ok: { status: 200, schema: itemOf(OrderDetail) },
    summary: 'Read one order with its history',
    description:
      "The buyer, the seller, a role 2+ member, or anyone presenting `?token=` (the order access token of the checkout and confirmation URLs: how a guest's confirmation page reads the order). Anyone else: 401 when anonymous, 403 when signed in.",
    errors: { 401: 'anonymous, without a valid `token`', 403: 'signed in, but neither buyer, seller nor role 2+, and no valid `token`' },
  }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
};

export const ordersApi = [ordersCollection, ordersOfCaller, orderItem];
