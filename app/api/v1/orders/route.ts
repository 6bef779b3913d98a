import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listOrders } from '@/lib/orders/operations';
import { OrderQuery } from '@/lib/orders/schemas';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listOrders(ctx.site.uid, readQuery(ctx.req, OrderQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
