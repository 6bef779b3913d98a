import { routeOf } from '@/lib/api/route-of';
import { optionsOfProduct } from '@/lib/domains/shop/catalogue/api';
import { productOptions } from '@/lib/domains/shop/catalogue/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(optionsOfProduct, {
  list: async (ctx, { params }) => ({ items: await productOptions(ctx, ctx.site.uid, params.postUid) }),
});
