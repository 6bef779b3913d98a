import { signup } from '@/lib/auth/operations';
import { issuedResponse } from '@/lib/http/issued-response';
import { SignupBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  await consume('signup', ctx.ip);
  const issued = await signup(ctx.site, await readJson(ctx.req, SignupBody));
  return issuedResponse(ctx.req, issued, `Welcome, ${issued.user.name}`, 201, ctx.platformHost);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
