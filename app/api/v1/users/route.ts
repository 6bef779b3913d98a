import { routeOf } from '@/lib/api/route-of';
import { members } from '@/lib/domains/accounts/users/api';
import { listMembers } from '@/lib/domains/accounts/users/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(members, {
  list: async (ctx, { query }) => listMembers(ctx.site.uid, query),
});
