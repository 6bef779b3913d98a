import { ROLE } from '@/lib/auth/roles';
import { deleteComment, readComment, setCommentStatus } from '@/lib/comments/operations';
import { UpdateCommentBody } from '@/lib/comments/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { numericId } from '@/lib/http/numeric-id';
import { param, withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readComment(ctx, ctx.site.uid, numericId(param(ctx, 'id'))) }));

// Moderation: role 3+ hides a comment or shows it again.
export const PATCH = withContext({ access: ROLE.marketer }, async (ctx) =>
  okJson({ item: await setCommentStatus(ctx.site.uid, numericId(param(ctx, 'id')), await readJson(ctx.req, UpdateCommentBody)) }),
);

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteComment(ctx, ctx.site.uid, numericId(param(ctx, 'id')));
  return okJson({ text: 'Comment deleted' });
});

export const { POST, PUT } = methodNotAllowed(['GET', 'PATCH', 'DELETE']);
