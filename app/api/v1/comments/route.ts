import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { commentsCollection } from '@/lib/domains/content/comments/api';
import { createComment, deleteComment, listComments } from '@/lib/domains/content/comments/operations';
import { numericId } from '@/lib/http/numeric-id';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(commentsCollection, {
  list: async (ctx, { query }) => listComments(ctx, ctx.site.uid, query),
  create: async (ctx, { body }) => ({ item: await createComment(ctx.site.uid, signedIn(ctx), body) }),
  remove: async (ctx, { query }) => {
    await deleteComment(ctx, ctx.site.uid, numericId(query.id));
    return { text: 'Comment deleted' };
  },
});
