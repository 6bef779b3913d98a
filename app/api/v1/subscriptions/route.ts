import { routeOf } from '@/lib/api/route-of';
import { subscriptionsCollection } from '@/lib/subscriptions/api';
import { listSubscriptions } from '@/lib/subscriptions/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(subscriptionsCollection, {
  list: async (ctx, { query }) => listSubscriptions(ctx.site.uid, query),
});
