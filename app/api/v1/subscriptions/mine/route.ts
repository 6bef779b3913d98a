import { routeOf } from '@/lib/api/route-of';
import { subscriptionsOfCaller } from '@/lib/domains/shop/subscriptions/api';
import { mySubscriptions } from '@/lib/domains/shop/subscriptions/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(subscriptionsOfCaller, {
  list: async (ctx, { query }) => mySubscriptions(ctx, ctx.site.uid, query),
});
