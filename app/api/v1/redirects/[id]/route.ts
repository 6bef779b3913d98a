import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { numericId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';
import { deleteRedirect, readRedirect, updateRedirect } from '@/lib/redirects/operations';
import { UpdateRedirectBody } from '@/lib/redirects/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readRedirect(ctx.site.uid, numericId(param(ctx, 'id'))) }));

const update = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await updateRedirect(ctx.site.uid, numericId(param(ctx, 'id')), await readJson(ctx.req, UpdateRedirectBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: ROLE.marketer }, async (ctx) => {
  await deleteRedirect(ctx.site.uid, numericId(param(ctx, 'id')));
  return okJson({ text: 'Redirect deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
