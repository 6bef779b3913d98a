import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { discountItem } from '@/lib/domains/shop/discounts/api';
import { deleteDiscount, readDiscount, updateDiscount } from '@/lib/domains/shop/discounts/operations';
import { serialId } from '@/lib/http/numeric-id';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof discountItem.update> = async (ctx, { params, body }) => ({ item: await updateDiscount(ctx.site.uid, serialId(params.id), body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(discountItem, {
  read: async (ctx, { params }) => ({ item: await readDiscount(ctx.site.uid, serialId(params.id)) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deleteDiscount(ctx.site.uid, serialId(params.id));
    return { text: 'Discount deleted' };
  },
});
