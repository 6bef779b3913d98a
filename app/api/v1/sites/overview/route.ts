import { routeOf } from '@/lib/api/route-of';
import { siteOverview } from '@/lib/sites/api';
import { siteOverview as overviewOf } from '@/lib/sites/overview';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteOverview, {
  read: async (ctx) => ({ item: await overviewOf(ctx.site.uid, ctx.role) }),
});
