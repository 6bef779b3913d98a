import { ROLE } from '@/lib/auth/roles';
import { deleteBit, readBit, updateBit } from '@/lib/bits/operations';
import { UpdateBitBody } from '@/lib/bits/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readBit(ctx.site.uid, param(ctx, 'uid')) }));

const update = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await updateBit(ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdateBitBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: ROLE.marketer }, async (ctx) => {
  await deleteBit(ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'Bit deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
