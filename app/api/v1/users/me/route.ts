import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/auth/access';
import { myMembership as myMembershipApi } from '@/lib/users/api';
import { myMembership } from '@/lib/users/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(myMembershipApi, {
  read: async (ctx) => ({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid) }),
  update: async (ctx, { body }) => ({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid, body) }),
});
