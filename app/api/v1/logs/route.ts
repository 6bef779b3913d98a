import { routeOf } from '@/lib/api/route-of';
import { siteLog } from '@/lib/logs/api';
import { listLogs } from '@/lib/logs/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteLog, {
  list: async (ctx, { query }) => listLogs(ctx.site.uid, query),
});
