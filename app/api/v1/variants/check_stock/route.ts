import { routeOf } from '@/lib/api/route-of';
import { stockCheck } from '@/lib/domains/shop/catalogue/api';
import { checkStock } from '@/lib/domains/shop/catalogue/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(stockCheck, {
  check: async (ctx, { body }) => ({ items: await checkStock(ctx.site.uid, body) }),
});
