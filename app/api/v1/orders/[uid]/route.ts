import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';
import { readOrder, updateOrder } from '@/lib/orders/operations';
import { OrderReadQuery, UpdateOrderBody } from '@/lib/orders/schemas';

// Public: the operation decides (buyer, seller, role 2+, or the order's access token).
export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readOrder(ctx, ctx.site.uid, param(ctx, 'uid'), readQuery(ctx.req, OrderReadQuery).token) }));

const update = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await updateOrder(ctx, ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdateOrderBody)) }));
export { update as PUT, update as PATCH };

export const { POST, DELETE } = methodNotAllowed(['GET', 'PUT', 'PATCH']);
