import { routeOf } from '@/lib/api/route-of';
import { sessionCarts } from '@/lib/domains/shop/carts/api';
import { cartCookie, cartIdFromCookies } from '@/lib/domains/shop/carts/cookie';
import { createSessionCart, readSessionCart } from '@/lib/domains/shop/carts/operations';
import { notFound } from '@/lib/shared/errors';
import { okJson } from '@/lib/http/envelope';
import { isHttps } from '@/lib/http/origin';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(sessionCarts, {
  // The new cart's id goes in the cart_id cookie: the answer is a Response of its own.
  create: async (ctx, { body }) => {
    const item = await createSessionCart(ctx.site.uid, ctx.ip, body);
    return okJson({ item }, 201, { 'set-cookie': cartCookie(item.id!, isHttps(ctx.req)) });
  },
  // The cart the visitor's cart_id cookie names.
  fromCookie: async (ctx) => {
    const id = cartIdFromCookies(ctx.req.headers.get('cookie'));
    if (!id) throw notFound('Cart');
    return { item: await readSessionCart(ctx.site.uid, id) };
  },
});
