import { routeOf } from '@/lib/api/route-of';
import { discountsCollection } from '@/lib/domains/shop/discounts/api';
import { createDiscount, listDiscounts } from '@/lib/domains/shop/discounts/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(discountsCollection, {
  list: async (ctx, { query }) => listDiscounts(ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createDiscount(ctx.site.uid, body) }),
});
