import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { bitItem } from '@/lib/domains/content/bits/api';
import { deleteBit, readBit, updateBit } from '@/lib/domains/content/bits/operations';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof bitItem.update> = async (ctx, { params, body }) => ({ item: await updateBit(ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(bitItem, {
  read: async (ctx, { params }) => ({ item: await readBit(ctx.site.uid, params.uid) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deleteBit(ctx.site.uid, params.uid);
    return { text: 'Bit deleted' };
  },
});
