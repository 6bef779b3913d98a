import { routeOf } from '@/lib/api/route-of';
import { sessionCart } from '@/lib/domains/shop/carts/api';
import { cartCookie } from '@/lib/domains/shop/carts/cookie';
import { readSessionCart, replaceSessionCart } from '@/lib/domains/shop/carts/operations';
import { okJson } from '@/lib/http/envelope';
import { isHttps } from '@/lib/http/origin';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(sessionCart, {
  read: async (ctx, { params }) => ({ item: await readSessionCart(ctx.site.uid, params.id) }),
  // A write renews the cookie's 30 days, as it renews the cart's.
  replace: async (ctx, { params, body }) => {
    const item = await replaceSessionCart(ctx.site.uid, params.id, ctx.ip, body);
    return okJson({ item }, 200, { 'set-cookie': cartCookie(item.id!, isHttps(ctx.req)) });
  },
});
