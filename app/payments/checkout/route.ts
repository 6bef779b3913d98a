import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { createCheckout } from '@/lib/domains/shop/payments/checkout';
import { CheckoutBody } from '@/lib/domains/shop/payments/schemas';

// docs/behaviours.md#B-checkout: a pending order priced on the server, and where to pay it. Public; a signed-in caller is the buyer.
export const POST = withContext({ access: 'public' }, async (ctx) => okJson({ item: await createCheckout(ctx, ctx.site, ctx.ip, await readJson(ctx.req, CheckoutBody)) }, 201));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
