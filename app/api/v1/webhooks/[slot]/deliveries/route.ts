import { routeOf } from '@/lib/api/route-of';
import { param } from '@/lib/http/route';
import { webhookDeliveries } from '@/lib/domains/messaging/webhooks/api';
import { listDeliveries } from '@/lib/domains/messaging/webhooks/operations';
import { slotParam } from '@/lib/domains/messaging/webhooks/params';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookDeliveries, {
  list: async (ctx, { query }) => listDeliveries(ctx.site.uid, slotParam(param(ctx, 'slot')), query),
});
