import { routeOf } from '@/lib/api/route-of';
import { subscriptionCancel } from '@/lib/domains/shop/subscriptions/api';
import { cancelSubscription } from '@/lib/domains/shop/subscriptions/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(subscriptionCancel, {
  // The buyer or role 5+: the operation checks, it needs the record.
  cancel: async (ctx, { params }) => ({ item: await cancelSubscription(ctx, ctx.site.uid, params.uid) }),
});
