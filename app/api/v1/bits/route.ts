import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { bitsCollection } from '@/lib/domains/content/bits/api';
import { createBit, listBits } from '@/lib/domains/content/bits/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(bitsCollection, {
  list: async (ctx, { query }) => listBits(ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createBit(ctx.site.uid, signedIn(ctx).uid, body) }),
});
