import { routeOf } from '@/lib/api/route-of';
import { authSignup } from '@/lib/auth/api';
import { signup } from '@/lib/auth/operations';
import { SignupBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { issuedResponse } from '@/lib/http/issued-response';
import { consume } from '@/lib/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authSignup, {
  signup: async (ctx) => {
    await consume('signup', ctx.ip);
    const issued = await signup(ctx.site, await readJson(ctx.req, SignupBody));
    return issuedResponse(ctx.req, issued, `Welcome, ${issued.user.name}`, 201, ctx.platformHost);
  },
});
