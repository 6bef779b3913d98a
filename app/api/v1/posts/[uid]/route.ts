import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { deletePost, readPost, updatePost } from '@/lib/posts/operations';
import { UpdatePostBody } from '@/lib/posts/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readPost(ctx.site.uid, param(ctx, 'uid')) }));

const update = withContext({ access: 'session' }, async (ctx) => okJson({ item: await updatePost(ctx, ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdatePostBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deletePost(ctx, ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'Post deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
