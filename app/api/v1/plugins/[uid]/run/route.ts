import { routeOf } from '@/lib/api/route-of';
import { pluginRun } from '@/lib/domains/messaging/plugins/api';
import { runPluginNow } from '@/lib/domains/messaging/plugins/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginRun, {
  run: async (ctx, { params, body }) => ({ item: await runPluginNow(ctx.site.uid, params.uid, body) }),
});
