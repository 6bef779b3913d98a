import { startAnswer } from '@/lib/http/social-answers';
import { startSignIn } from '@/lib/domains/accounts/auth/social/operations';
import { StartQuery } from '@/lib/domains/accounts/auth/social/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { ownOrigin } from '@/lib/http/origin';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';

// Static siblings (login, signup, logout, me, providers, ...) take precedence over this segment; any
// name that is not a provider configured here answers 404.
export const GET = withContext({ access: 'public', host: 'any', credential: 'none' }, async (ctx) => {
  const where = { site: ctx.site, platformHost: ctx.platformHost, origin: ownOrigin(ctx.req) };
  const started = await startSignIn(where, param(ctx, 'provider'), readQuery(ctx.req, StartQuery));
  return startAnswer(ctx.req, started.provider, started.location, started.state);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
