import { login } from '@/lib/auth/operations';
import { issuedResponse } from '@/lib/http/issued-response';
import { LoginBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { withContext } from '@/lib/http/route';
import { limitFailures } from '@/lib/rate-limit';
import { passwordLimits } from '@/lib/auth/password-check';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const body = await readJson(ctx.req, LoginBody);
  const issued = await limitFailures(passwordLimits(ctx.ip, body.email), () => login(ctx.site, body));
  return issuedResponse(ctx.req, issued, `Welcome back, ${issued.user.name || issued.user.email}`, 200, ctx.platformHost);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
