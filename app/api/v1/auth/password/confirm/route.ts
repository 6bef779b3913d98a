import { routeOf } from '@/lib/api/route-of';
import { authPasswordConfirm } from '@/lib/domains/accounts/auth/api';
import { confirmPasswordReset } from '@/lib/domains/accounts/auth/password-reset';
import { issuedResponse } from '@/lib/http/issued-response';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authPasswordConfirm, {
  confirm: async (ctx, { body }) => {
    const issued = await confirmPasswordReset(ctx.site, body);
    return issuedResponse(ctx.req, issued, 'Your new password is set: every other session was signed out', 200, ctx.platformHost);
  },
});
