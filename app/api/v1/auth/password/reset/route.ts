import { routeOf } from '@/lib/api/route-of';
import { authPasswordReset } from '@/lib/domains/accounts/auth/api';
import { requestPasswordReset } from '@/lib/domains/accounts/auth/password-reset';
import { consume } from '@/lib/shared/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authPasswordReset, {
  request: async (ctx, { body }) => {
    await consume('authMailIp', ctx.ip);
    await consume('passwordReset', `${ctx.ip}|${body.email}`);
    await requestPasswordReset(ctx.site, body.email);
    return { text: 'If this address has an account, a link to choose a new password is on its way: it works once, for an hour' };
  },
});
