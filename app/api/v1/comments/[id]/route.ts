import { routeOf } from '@/lib/api/route-of';
import { commentItem } from '@/lib/domains/content/comments/api';
import { deleteComment, readComment, setCommentStatus } from '@/lib/domains/content/comments/operations';
import { numericId } from '@/lib/http/numeric-id';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(commentItem, {
  read: async (ctx, { params }) => ({ item: await readComment(ctx, ctx.site.uid, numericId(params.id)) }),
  moderate: async (ctx, { params, body }) => ({ item: await setCommentStatus(ctx.site.uid, numericId(params.id), body) }),
  remove: async (ctx, { params }) => {
    await deleteComment(ctx, ctx.site.uid, numericId(params.id));
    return { text: 'Comment deleted' };
  },
});
