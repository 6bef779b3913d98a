import { routeOf } from '@/lib/api/route-of';
import { pluginRuns } from '@/lib/domains/messaging/plugins/api';
import { listPluginRuns } from '@/lib/domains/messaging/plugins/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginRuns, {
  list: async (ctx, { params, query }) => listPluginRuns(ctx.site.uid, params.uid, query),
});
