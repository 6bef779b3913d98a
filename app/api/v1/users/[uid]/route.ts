import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { member } from '@/lib/domains/accounts/users/api';
import { grantRole } from '@/lib/domains/accounts/users/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(member, {
  grant: async (ctx, { params, body }) => ({ item: await grantRole(ctx.site, { uid: signedIn(ctx).uid, role: ctx.role }, params.uid, body) }),
});
