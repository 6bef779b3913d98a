import { routeOf } from '@/lib/api/route-of';
import { subscriptionsCollection } from '@/lib/domains/shop/subscriptions/api';
import { listSubscriptions } from '@/lib/domains/shop/subscriptions/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(subscriptionsCollection, {
  list: async (ctx, { query }) => listSubscriptions(ctx.site.uid, query),
});
