import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listPosts } from '@/lib/posts/list';
import { createPost } from '@/lib/posts/operations';
import { CreatePostBody, PostQuery } from '@/lib/posts/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listPosts(ctx.site, readQuery(ctx.req, PostQuery))));

export const POST = withContext({ access: 'session' }, async (ctx) => {
  const { item, created } = await createPost({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, await readJson(ctx.req, CreatePostBody));
  return okJson({ item }, created ? 201 : 200);
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
