import { cartCookie } from '@/lib/carts/cookie';
import { readSessionCart, replaceSessionCart } from '@/lib/carts/operations';
import { CartItemsBody } from '@/lib/carts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { isHttps } from '@/lib/http/origin';
import { param, withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readSessionCart(ctx.site.uid, param(ctx, 'id')) }));

// A write renews the cookie's 30 days, as it renews the cart's.
export const POST = withContext({ access: 'public' }, async (ctx) => {
  const item = await replaceSessionCart(ctx.site.uid, param(ctx, 'id'), ctx.ip, await readJson(ctx.req, CartItemsBody));
  return okJson({ item }, 200, { 'set-cookie': cartCookie(item.id!, isHttps(ctx.req)) });
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
