import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { leadItem } from '@/lib/domains/messaging/leads/api';
import { deleteLead, readLead, updateLead } from '@/lib/domains/messaging/leads/operations';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof leadItem.update> = async (ctx, { params, body }) => ({ item: await updateLead(ctx, ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(leadItem, {
  read: async (ctx, { params }) => ({ item: await readLead(ctx, ctx.site.uid, params.uid) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deleteLead(ctx, ctx.site.uid, params.uid);
    return { text: 'Lead deleted' };
  },
});
