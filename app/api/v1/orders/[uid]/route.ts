import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { orderItem } from '@/lib/domains/shop/orders/api';
import { readOrder, updateOrder } from '@/lib/domains/shop/orders/operations';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof orderItem.update> = async (ctx, { params, body }) => ({ item: await updateOrder(ctx, ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(orderItem, {
  // The operation decides who may read (buyer, seller, role 2+, or the order's access token).
  read: async (ctx, { params, query }) => ({ item: await readOrder(ctx, ctx.site.uid, params.uid, query.token) }),
  replace: update,
  update,
});
