import { routeOf } from '@/lib/api/route-of';
import { leadForms } from '@/lib/domains/messaging/leads/api';
import { leadForms as formCounts } from '@/lib/domains/messaging/leads/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(leadForms, {
  list: async (ctx) => ({ items: await formCounts(ctx.site.uid) }),
});
