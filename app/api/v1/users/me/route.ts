import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { myMembership as myMembershipApi } from '@/lib/domains/accounts/users/api';
import { myMembership } from '@/lib/domains/accounts/users/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(myMembershipApi, {
  read: async (ctx) => ({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid) }),
  update: async (ctx, { body }) => ({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid, body) }),
});
