import { routeOf } from '@/lib/api/route-of';
import { ordersCollection } from '@/lib/domains/shop/orders/api';
import { listOrders } from '@/lib/domains/shop/orders/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(ordersCollection, {
  list: async (ctx, { query }) => listOrders(ctx.site.uid, query),
});
