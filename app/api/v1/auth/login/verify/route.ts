import { verifyLoginCode } from '@/lib/auth/email-code';
import { LoginVerifyBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { issuedResponse } from '@/lib/http/issued-response';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { limitFailures } from '@/lib/rate-limit';

// Wrong codes count as failed sign-ins (the login limits), on top of each code's own 5 tries.
export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const body = await readJson(ctx.req, LoginVerifyBody);
  const { issued, created } = await limitFailures(
    [
      ['login', `${ctx.ip}|${body.email}`],
      ['loginIp', ctx.ip],
    ],
    () => verifyLoginCode(ctx.site, body),
  );
  return issuedResponse(ctx.req, issued, created ? 'Welcome' : `Welcome back, ${issued.user.name || issued.user.email}`, 200, ctx.platformHost);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
