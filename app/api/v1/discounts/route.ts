import { routeOf } from '@/lib/api/route-of';
import { discountsCollection } from '@/lib/discounts/api';
import { createDiscount, listDiscounts } from '@/lib/discounts/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(discountsCollection, {
  list: async (ctx, { query }) => listDiscounts(ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createDiscount(ctx.site.uid, body) }),
});
