import { routeOf } from '@/lib/api/route-of';
import { webhookTest } from '@/lib/domains/messaging/webhooks/api';
import { testWebhook } from '@/lib/domains/messaging/webhooks/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookTest, {
  send: async (ctx, { body }) => ({ item: await testWebhook(ctx.site.uid, body.slot) }),
});
