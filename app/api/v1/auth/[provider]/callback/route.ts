import { callbackAnswer } from '@/lib/http/social-answers';
import { finishSignIn } from '@/lib/domains/accounts/auth/social/operations';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { ownOrigin } from '@/lib/http/origin';
import { param, withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public', host: 'any', credential: 'none' }, async (ctx) => {
  const where = { site: ctx.site, platformHost: ctx.platformHost, origin: ownOrigin(ctx.req) };
  const provider = param(ctx, 'provider');
  return callbackAnswer(ctx.req, provider, ctx.platformHost, () => finishSignIn(where, provider, ctx.req.nextUrl.searchParams, ctx.req.headers.get('cookie'), ctx.ip));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
