import { routeOf } from '@/lib/api/route-of';
import { readJson } from '@/lib/http/body';
import { param } from '@/lib/http/route';
import { webhookRotation } from '@/lib/webhooks/api';
import { rotateSecret } from '@/lib/webhooks/operations';
import { slotParam } from '@/lib/webhooks/params';
import { RotateSecretBody } from '@/lib/webhooks/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(webhookRotation, {
  rotate: async (ctx) => {
    const slot = slotParam(param(ctx, 'slot'));
    return { item: await rotateSecret(ctx.site.uid, slot, await readJson(ctx.req, RotateSecretBody)) };
  },
});
