import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { authEmailVerify } from '@/lib/domains/accounts/auth/api';
import { requestEmailVerification } from '@/lib/domains/accounts/auth/email-verify';
import { consume } from '@/lib/shared/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authEmailVerify, {
  request: async (ctx) => {
    const user = signedIn(ctx);
    await consume('emailMail', user.uid);
    const { sent } = await requestEmailVerification(ctx.site, user.uid);
    return { text: sent ? 'A confirmation link is on its way to your address' : 'Your address is already confirmed', sent };
  },
});
