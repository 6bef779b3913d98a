import { deleteComment, readComment } from '@/lib/comments/operations';
import { okJson } from '@/lib/http/envelope';
import { numericId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readComment(ctx.site.uid, numericId(param(ctx, 'id'))) }));

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteComment(ctx, ctx.site.uid, numericId(param(ctx, 'id')));
  return okJson({ text: 'Comment deleted' });
});

export const { POST, PUT, PATCH } = methodNotAllowed(['GET', 'DELETE']);
