import { routeOf } from '@/lib/api/route-of';
import { pluginItem } from '@/lib/domains/messaging/plugins/api';
import { deletePlugin, readPlugin, updatePlugin } from '@/lib/domains/messaging/plugins/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginItem, {
  read: async (ctx, { params }) => ({ item: await readPlugin(ctx.site.uid, params.uid) }),
  update: async (ctx, { params, body }) => ({ item: await updatePlugin(ctx.site.uid, params.uid, body) }),
  remove: async (ctx, { params }) => {
    await deletePlugin(ctx.site.uid, params.uid);
    return { text: 'Plugin deleted' };
  },
});
