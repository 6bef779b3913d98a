import { routeOf } from '@/lib/api/route-of';
import { authSignup } from '@/lib/domains/accounts/auth/api';
import { signup } from '@/lib/domains/accounts/auth/operations';
import { SignupBody } from '@/lib/domains/accounts/auth/schemas';
import { readJson } from '@/lib/http/body';
import { issuedResponse } from '@/lib/http/issued-response';
import { consume } from '@/lib/shared/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authSignup, {
  signup: async (ctx) => {
    await consume('signup', ctx.ip);
    const issued = await signup(ctx.site, await readJson(ctx.req, SignupBody));
    return issuedResponse(ctx.req, issued, `Welcome, ${issued.user.name}`, 201, ctx.platformHost);
  },
});
