import { routeOf } from '@/lib/api/route-of';
import { storagePresign } from '@/lib/storage/api';
import { presign } from '@/lib/storage/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(storagePresign, {
  presign: async (ctx, { body }) => ({ ...(await presign(ctx.site, body)) }),
});
