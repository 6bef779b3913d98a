import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { fileItem } from '@/lib/domains/content/files/api';
import { deleteFile, readFile, updateFile } from '@/lib/domains/content/files/operations';

// PUT and PATCH both take a partial body; the operations check the owner or role 2+.
const update: HandlerOf<typeof fileItem.update> = async (ctx, { params, body }) => ({ item: await updateFile(ctx, ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(fileItem, {
  read: async (ctx, { params }) => ({ item: await readFile(ctx, ctx.site.uid, params.uid) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deleteFile(ctx, ctx.site.uid, params.uid);
    return { text: 'File deleted' };
  },
});
