import { signedIn } from '@/lib/auth/access';
import { createVariant, searchVariants } from '@/lib/catalogue/operations';
import { VariantQuery, VariantTarget } from '@/lib/catalogue/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await searchVariants(ctx, ctx.site.uid, readQuery(ctx.req, VariantQuery))));

// Role 2+ or the product's author: the operation decides once it has read the product.
export const POST = withContext({ access: 'session' }, async (ctx) =>
  okJson({ item: await createVariant({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, await readJson(ctx.req, VariantTarget)) }, 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
