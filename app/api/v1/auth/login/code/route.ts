import { routeOf } from '@/lib/api/route-of';
import { authLoginCode } from '@/lib/domains/accounts/auth/api';
import { requestLoginCode } from '@/lib/domains/accounts/auth/email-code';
import { env } from '@/lib/shared/env';
import { consume } from '@/lib/shared/rate-limit';

// The same answer whether or not the address has an account (lib/domains/accounts/auth/email-code.ts).
const minutes = Math.ceil(env.AUTH_CODE_TTL_SECONDS / 60);
const CODE_SENT = `If this address can sign in here, a code is on its way: it works once, for ${minutes} minute${minutes === 1 ? '' : 's'}`;

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authLoginCode, {
  request: async (ctx, { body }) => {
    await consume('authMailIp', ctx.ip);
    await consume('loginCode', `${ctx.ip}|${body.email}`);
    await requestLoginCode(ctx.site, body.email);
    return { text: CODE_SENT };
  },
});
