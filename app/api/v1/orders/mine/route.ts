import { routeOf } from '@/lib/api/route-of';
import { ordersOfCaller } from '@/lib/domains/shop/orders/api';
import { myOrders } from '@/lib/domains/shop/orders/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(ordersOfCaller, {
  list: async (ctx, { query }) => myOrders(ctx, ctx.site.uid, query),
});
