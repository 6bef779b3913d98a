import { routeOf } from '@/lib/api/route-of';
import { attributesOfVariant } from '@/lib/domains/shop/catalogue/api';
import { variantAttributes } from '@/lib/domains/shop/catalogue/operations';
import { serialId } from '@/lib/http/numeric-id';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(attributesOfVariant, {
  list: async (ctx, { params }) => ({ items: await variantAttributes(ctx, ctx.site.uid, serialId(params.variantId)) }),
});
