import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { postItem } from '@/lib/domains/content/posts/api';
import { deletePost, readPost, updatePost } from '@/lib/domains/content/posts/operations';

// PUT and PATCH both take a partial body.
const update: HandlerOf<typeof postItem.update> = async (ctx, { params, body }) => ({ item: await updatePost(ctx, ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(postItem, {
  read: async (ctx, { params }) => ({ item: await readPost(ctx.site.uid, params.uid) }),
  replace: update,
  update,
  remove: async (ctx, { params }) => {
    await deletePost(ctx, ctx.site.uid, params.uid);
    return { text: 'Post deleted' };
  },
});
