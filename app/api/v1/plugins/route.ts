import { routeOf } from '@/lib/api/route-of';
import { pluginsCollection } from '@/lib/domains/messaging/plugins/api';
import { createPlugin, listPlugins } from '@/lib/domains/messaging/plugins/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginsCollection, {
  list: async (ctx, { query }) => listPlugins(ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createPlugin(ctx.site.uid, ctx.user?.uid ?? null, body) }),
});
