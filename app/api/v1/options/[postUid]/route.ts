import { productOptions } from '@/lib/catalogue/operations';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ items: await productOptions(ctx, ctx.site.uid, param(ctx, 'postUid')) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
