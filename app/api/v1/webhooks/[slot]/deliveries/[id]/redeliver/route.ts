import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { numericId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';
import { redeliver } from '@/lib/webhooks/operations';
import { slotParam } from '@/lib/webhooks/params';

export const POST = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) =>
  okJson({ item: await redeliver(ctx.site.uid, slotParam(param(ctx, 'slot')), numericId(param(ctx, 'id'))) }),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
