import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/auth/access';
import { okJson } from '@/lib/http/envelope';
import { postsCollection } from '@/lib/posts/api';
import { listPosts } from '@/lib/posts/list';
import { createPost } from '@/lib/posts/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(postsCollection, {
  list: async (ctx, { query }) => listPosts(ctx.site, query),
  create: async (ctx, { body }) => {
    const { item, created } = await createPost({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, body);
    return okJson({ item }, created ? 201 : 200);
  },
});
