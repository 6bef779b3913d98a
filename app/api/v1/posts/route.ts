import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { okJson } from '@/lib/http/envelope';
import { postsCollection } from '@/lib/domains/content/posts/api';
import { listPosts } from '@/lib/domains/content/posts/list';
import { createPost } from '@/lib/domains/content/posts/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(postsCollection, {
  list: async (ctx, { query }) => listPosts(ctx.site, query),
  create: async (ctx, { body }) => {
    const { item, created } = await createPost({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, body);
    return okJson({ item }, created ? 201 : 200);
  },
});
