import { cartCookie, cartIdFromCookies } from '@/lib/carts/cookie';
import { createSessionCart, readSessionCart } from '@/lib/carts/operations';
import { CartItemsBody } from '@/lib/carts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { isHttps } from '@/lib/http/origin';
import { withContext } from '@/lib/http/route';
import { notFound } from '@/lib/errors';

// The cart the visitor's cart_id cookie names.
export const GET = withContext({ access: 'public' }, async (ctx) => {
  const id = cartIdFromCookies(ctx.req.headers.get('cookie'));
  if (!id) throw notFound('Cart');
  return okJson({ item: await readSessionCart(ctx.site.uid, id) });
});

export const POST = withContext({ access: 'public' }, async (ctx) => {
  const item = await createSessionCart(ctx.site.uid, ctx.ip, await readJson(ctx.req, CartItemsBody));
  return okJson({ item }, 201, { 'set-cookie': cartCookie(item.id!, isHttps(ctx.req)) });
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
