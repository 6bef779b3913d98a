import { routeOf } from '@/lib/api/route-of';
import { ordersCollection } from '@/lib/orders/api';
import { listOrders } from '@/lib/orders/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(ordersCollection, {
  list: async (ctx, { query }) => listOrders(ctx.site.uid, query),
});
