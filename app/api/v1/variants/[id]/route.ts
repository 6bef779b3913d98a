import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { variantItem } from '@/lib/domains/shop/catalogue/api';
import { deleteVariant, listProductVariants, updateVariant } from '@/lib/domains/shop/catalogue/operations';
import { serialId } from '@/lib/http/numeric-id';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof variantItem.update> = async (ctx, { params, body }) => ({ item: await updateVariant(ctx, ctx.site.uid, serialId(params.id), body) });

// GET names a product by its post uid; the writes name a variant by its integer id.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(variantItem, {
  ofProduct: async (ctx, { params }) => ({ items: await listProductVariants(ctx, ctx.site.uid, params.id) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deleteVariant(ctx, ctx.site.uid, serialId(params.id));
    return { text: 'Variant deleted' };
  },
});
