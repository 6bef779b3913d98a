import { routeOf } from '@/lib/api/route-of';
import { authProviders } from '@/lib/domains/accounts/auth/api';
import { listProviders } from '@/lib/domains/accounts/auth/social/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authProviders, {
  list: async (ctx) => ({ items: await listProviders(ctx.site) }),
});
