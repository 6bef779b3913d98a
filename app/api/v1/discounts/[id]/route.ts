import { ROLE } from '@/lib/auth/roles';
import { deleteDiscount, readDiscount, updateDiscount } from '@/lib/discounts/operations';
import { UpdateDiscountBody } from '@/lib/discounts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { serialId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await readDiscount(ctx.site.uid, serialId(param(ctx, 'id'))) }));

const update = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await updateDiscount(ctx.site.uid, serialId(param(ctx, 'id')), await readJson(ctx.req, UpdateDiscountBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: ROLE.marketer }, async (ctx) => {
  await deleteDiscount(ctx.site.uid, serialId(param(ctx, 'id')));
  return okJson({ text: 'Discount deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
