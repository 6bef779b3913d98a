import { analyticsRoute } from '@/lib/domains/platform/analytics/api';
import { siteAnalytics } from '@/lib/domains/platform/analytics/operations';
import { routeOf } from '@/lib/api/route-of';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(analyticsRoute, {
  read: async (ctx, { query }) => ({ item: await siteAnalytics(ctx.site.uid, ctx, query) }),
});
