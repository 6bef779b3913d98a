import { ROLE } from '@/lib/auth/roles';
import { createDiscount, listDiscounts } from '@/lib/discounts/operations';
import { CreateDiscountBody, DiscountQuery } from '@/lib/discounts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listDiscounts(ctx.site.uid, readQuery(ctx.req, DiscountQuery))));

export const POST = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await createDiscount(ctx.site.uid, await readJson(ctx.req, CreateDiscountBody)) }, 201));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
