import { routeOf } from '@/lib/api/route-of';
import { storagePresign } from '@/lib/domains/content/storage/api';
import { presign } from '@/lib/domains/content/storage/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(storagePresign, {
  presign: async (ctx, { body }) => ({ ...(await presign(ctx.site, body)) }),
});
