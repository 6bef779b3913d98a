import { routeOf } from '@/lib/api/route-of';
import { pluginTypings } from '@/lib/plugins/api';
import { PLUGIN_TYPINGS } from '@/lib/plugins/plugin-api';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginTypings, {
  read: async () => ({ item: { typings: PLUGIN_TYPINGS } }),
});
