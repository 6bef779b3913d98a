import { routeOf } from '@/lib/api/route-of';
import { authProviders } from '@/lib/auth/api';
import { listProviders } from '@/lib/auth/social/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authProviders, {
  list: async (ctx) => ({ items: await listProviders(ctx.site) }),
});
