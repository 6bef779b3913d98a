import { routeOf } from '@/lib/api/route-of';
import { webhookSlots } from '@/lib/domains/messaging/webhooks/api';
import { putWebhooks, readWebhooks } from '@/lib/domains/messaging/webhooks/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookSlots, {
  read: async (ctx) => ({ item: await readWebhooks(ctx.site.uid) }),
  configure: async (ctx, { body }) => ({ item: await putWebhooks(ctx.site.uid, body) }),
});
