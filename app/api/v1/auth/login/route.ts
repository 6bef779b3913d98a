import { routeOf } from '@/lib/api/route-of';
import { authLogin } from '@/lib/domains/accounts/auth/api';
import { login } from '@/lib/domains/accounts/auth/operations';
import { passwordLimits } from '@/lib/domains/accounts/auth/password-check';
import { issuedResponse } from '@/lib/http/issued-response';
import { limitFailures } from '@/lib/shared/rate-limit';

// The answer sets the session cookies (lib/http/issued-response.ts).
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authLogin, {
  login: async (ctx, { body }) => {
    const issued = await limitFailures(passwordLimits(ctx.ip, body.email), () => login(ctx.site, body));
    return issuedResponse(ctx.req, issued, `Welcome back, ${issued.user.name || issued.user.email}`, 200, ctx.platformHost);
  },
});
