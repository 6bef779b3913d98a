import { routeOf } from '@/lib/api/route-of';
import { pluginTypings } from '@/lib/domains/messaging/plugins/api';
import { PLUGIN_TYPINGS } from '@/lib/domains/messaging/plugins/plugin-api';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(pluginTypings, {
  read: async () => ({ item: { typings: PLUGIN_TYPINGS } }),
});
