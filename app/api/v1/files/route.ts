import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { filesCollection } from '@/lib/domains/content/files/api';
import { createFile, listFiles } from '@/lib/domains/content/files/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(filesCollection, {
  list: async (ctx, { query }) => listFiles(ctx, ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createFile({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, body) }),
});
