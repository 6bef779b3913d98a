import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { notifications } from '@/lib/domains/messaging/notifications/api';
import { listNotifications, sendNotification } from '@/lib/domains/messaging/notifications/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(notifications, {
  send: async (ctx, { body }) => ({ item: await sendNotification(ctx.site, signedIn(ctx).uid, body) }),
  list: async (ctx, { query }) => listNotifications(ctx.site.uid, query),
});
