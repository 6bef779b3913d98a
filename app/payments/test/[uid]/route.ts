import { forbidden } from '@/lib/shared/errors';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { sameOrigin } from '@/lib/http/origin';
import { htmlAnswer } from '@/lib/http/page-answer';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';
import { pageForError, payTestOrder, testPaymentPage } from '@/lib/domains/shop/payments/pages';
import { TokenQuery } from '@/lib/domains/shop/payments/schemas';

// The built-in test provider's page; the order access token in the URL is the authorization.
export const GET = withContext({ access: 'public', credential: 'none' }, async (ctx) => {
  try {
    return htmlAnswer(await testPaymentPage(ctx.site, param(ctx, 'uid'), readQuery(ctx.req, TokenQuery).token));
  } catch (err) {
    return htmlAnswer(pageForError(err));
  }
});

// Its Pay button: a form post of this very origin (another site's page cannot pay for the buyer).
export const POST = withContext({ access: 'public', credential: 'none', idempotency: false }, async (ctx) => {
  try {
    if (!sameOrigin(ctx.req)) throw forbidden('The payment form must be posted from this site');
    return htmlAnswer(await payTestOrder(ctx.site, param(ctx, 'uid'), readQuery(ctx.req, TokenQuery).token));
  } catch (err) {
    return htmlAnswer(pageForError(err));
  }
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
