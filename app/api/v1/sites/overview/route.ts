import { routeOf } from '@/lib/api/route-of';
import { siteOverview } from '@/lib/domains/platform/sites/api';
import { siteOverview as overviewOf } from '@/lib/domains/platform/sites/overview';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteOverview, {
  read: async (ctx) => ({ item: await overviewOf(ctx.site.uid, ctx.role) }),
});
