import { routeOf } from '@/lib/api/route-of';
import { siteLog } from '@/lib/domains/platform/site-logs/api';
import { listLogs } from '@/lib/domains/platform/site-logs/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteLog, {
  list: async (ctx, { query }) => listLogs(ctx.site.uid, query),
});
