import { signedIn } from '@/lib/auth/access';
import { createComment, deleteComment, listComments } from '@/lib/comments/operations';
import { CommentQuery, CreateCommentBody } from '@/lib/comments/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { numericId } from '@/lib/http/numeric-id';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { z } from 'zod';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listComments(ctx, ctx.site.uid, readQuery(ctx.req, CommentQuery))));

export const POST = withContext({ access: 'session' }, async (ctx) => okJson({ item: await createComment(ctx.site.uid, signedIn(ctx), await readJson(ctx.req, CreateCommentBody)) }, 201));

// DELETE /comments?id= (the spec's form) as well as DELETE /comments/:id.
export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  const { id } = readQuery(ctx.req, z.object({ id: z.string() }));
  await deleteComment(ctx, ctx.site.uid, numericId(id));
  return okJson({ text: 'Comment deleted' });
});

export const { PUT, PATCH } = methodNotAllowed(['GET', 'POST', 'DELETE']);
