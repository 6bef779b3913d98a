import { routeOf } from '@/lib/api/route-of';
import { numericId } from '@/lib/http/numeric-id';
import { param } from '@/lib/http/route';
import { webhookRedelivery } from '@/lib/domains/messaging/webhooks/api';
import { redeliver } from '@/lib/domains/messaging/webhooks/operations';
import { slotParam } from '@/lib/domains/messaging/webhooks/params';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookRedelivery, {
  redeliver: async (ctx) => ({ item: await redeliver(ctx.site.uid, slotParam(param(ctx, 'slot')), numericId(param(ctx, 'id'))) }),
});
