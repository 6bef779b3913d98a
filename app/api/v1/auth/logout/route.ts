import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { authLogout } from '@/lib/domains/accounts/auth/api';
import { clearedSessionCookies } from '@/lib/domains/accounts/auth/credential';
import { logout } from '@/lib/domains/accounts/auth/operations';
import { unauthorized } from '@/lib/shared/errors';
import { okJson } from '@/lib/http/envelope';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authLogout, {
  logout: async (ctx, { body }) => {
    if (!ctx.token) throw unauthorized();
    await logout({ user: signedIn(ctx), role: ctx.role, token: ctx.token }, body.everywhere ?? false);
    const res = okJson({ text: body.everywhere ? 'Signed out everywhere' : 'Signed out' });
    for (const cookie of clearedSessionCookies()) res.headers.append('set-cookie', cookie);
    return res;
  },
});
