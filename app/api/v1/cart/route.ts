import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { userCart } from '@/lib/domains/shop/carts/api';
import { readUserCart, writeUserCart } from '@/lib/domains/shop/carts/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(userCart, {
  read: async (ctx) => ({ item: await readUserCart(ctx.site.uid, signedIn(ctx).uid) }),
  write: async (ctx, { body }) => ({ item: await writeUserCart(ctx.site.uid, signedIn(ctx).uid, ctx.ip, body) }),
});
