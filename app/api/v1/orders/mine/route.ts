import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { myOrders } from '@/lib/orders/operations';
import { MineQuery } from '@/lib/orders/schemas';

export const GET = withContext({ access: 'session' }, async (ctx) => okJson(await myOrders(ctx, ctx.site.uid, readQuery(ctx.req, MineQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
