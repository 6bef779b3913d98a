import { variantAttributes } from '@/lib/catalogue/operations';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { serialId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ items: await variantAttributes(ctx, ctx.site.uid, serialId(param(ctx, 'variantId'))) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
