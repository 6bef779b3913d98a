import { routeOf } from '@/lib/api/route-of';
import { readJson } from '@/lib/http/body';
import { param } from '@/lib/http/route';
import { webhookRotation } from '@/lib/domains/messaging/webhooks/api';
import { rotateSecret } from '@/lib/domains/messaging/webhooks/operations';
import { slotParam } from '@/lib/domains/messaging/webhooks/params';
import { RotateSecretBody } from '@/lib/domains/messaging/webhooks/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookRotation, {
  rotate: async (ctx) => {
    const slot = slotParam(param(ctx, 'slot'));
    return { item: await rotateSecret(ctx.site.uid, slot, await readJson(ctx.req, RotateSecretBody)) };
  },
});
