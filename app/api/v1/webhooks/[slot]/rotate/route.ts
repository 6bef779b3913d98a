import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { rotateSecret } from '@/lib/webhooks/operations';
import { slotParam } from '@/lib/webhooks/params';
import { RotateSecretBody } from '@/lib/webhooks/schemas';

export const POST = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) => {
  const slot = slotParam(param(ctx, 'slot'));
  return okJson({ item: await rotateSecret(ctx.site.uid, slot, await readJson(ctx.req, RotateSecretBody)) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
