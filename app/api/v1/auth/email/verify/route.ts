import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/auth/access';
import { authEmailVerify } from '@/lib/auth/api';
import { requestEmailVerification } from '@/lib/auth/email-verify';
import { consume } from '@/lib/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authEmailVerify, {
  request: async (ctx) => {
    const user = signedIn(ctx);
    await consume('emailMail', user.uid);
    const { sent } = await requestEmailVerification(ctx.site, user.uid);
    return { text: sent ? 'A confirmation link is on its way to your address' : 'Your address is already confirmed', sent };
  },
});
