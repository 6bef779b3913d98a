import { routeOf } from '@/lib/api/route-of';
import { authLoginVerify } from '@/lib/domains/accounts/auth/api';
import { verifyLoginCode } from '@/lib/domains/accounts/auth/email-code';
import { issuedResponse } from '@/lib/http/issued-response';
import { limitFailures } from '@/lib/shared/rate-limit';

// Wrong codes count as failed sign-ins (the login limits), on top of each code's own 5 tries.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authLoginVerify, {
  verify: async (ctx, { body }) => {
    const { issued, created } = await limitFailures(
      [
        ['login', `${ctx.ip}|${body.email}`],
        ['loginIp', ctx.ip],
      ],
      () => verifyLoginCode(ctx.site, body),
    );
    return issuedResponse(ctx.req, issued, created ? 'Welcome' : `Welcome back, ${issued.user.name || issued.user.email}`, 200, ctx.platformHost);
  },
});
