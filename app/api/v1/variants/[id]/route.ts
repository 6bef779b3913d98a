import { deleteVariant, listProductVariants, updateVariant } from '@/lib/catalogue/operations';
import { UpdateVariantBody } from '@/lib/catalogue/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { serialId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';

// One segment, two meanings (the API's paths): GET /variants/:postUid lists a product's variants;
// PUT, PATCH and DELETE /variants/:id address one variant by its integer id.
export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ items: await listProductVariants(ctx, ctx.site.uid, param(ctx, 'id')) }));

const update = withContext({ access: 'session' }, async (ctx) => okJson({ item: await updateVariant(ctx, ctx.site.uid, serialId(param(ctx, 'id')), await readJson(ctx.req, UpdateVariantBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteVariant(ctx, ctx.site.uid, serialId(param(ctx, 'id')));
  return okJson({ text: 'Variant deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
