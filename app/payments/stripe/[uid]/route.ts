import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { htmlAnswer } from '@/lib/http/page-answer';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';
import { pageForError, stripeCheckout } from '@/lib/domains/shop/payments/pages';
import { TokenQuery } from '@/lib/domains/shop/payments/schemas';

// The checkoutUrl of a Stripe site: the Checkout Session is made here, when the buyer arrives.
export const GET = withContext({ access: 'public', credential: 'none' }, async (ctx) => {
  try {
    return htmlAnswer(await stripeCheckout(ctx.site, param(ctx, 'uid'), readQuery(ctx.req, TokenQuery).token));
  } catch (err) {
    return htmlAnswer(pageForError(err));
  }
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
