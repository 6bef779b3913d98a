import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';
import { listDeliveries } from '@/lib/webhooks/operations';
import { slotParam } from '@/lib/webhooks/params';
import { DeliveryQuery } from '@/lib/webhooks/schemas';

export const GET = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) =>
  okJson(await listDeliveries(ctx.site.uid, slotParam(param(ctx, 'slot')), readQuery(ctx.req, DeliveryQuery))),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
