import { deleteOwnAccount } from '@/lib/domains/platform/accounts/operations';
import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { me, updateMe } from '@/lib/domains/accounts/auth/account';
import { authMe } from '@/lib/domains/accounts/auth/api';
import { clearedSessionCookies } from '@/lib/domains/accounts/auth/credential';
import { okJson } from '@/lib/http/envelope';
import { issuedResponse } from '@/lib/http/issued-response';
import { consume } from '@/lib/shared/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authMe, {
  read: async (ctx) => ({ item: await me(signedIn(ctx).uid, ctx.role) }),
  update: async (ctx, { body }) => {
    const user = signedIn(ctx);
    if (body.email !== undefined && body.email !== user.email) await consume('emailMail', user.uid);
    const { item, pendingEmail, issued } = await updateMe(ctx.site, user.uid, ctx.role, body, ctx.ip);
    const text = pendingEmail ? `Saved: a confirmation link is on its way to ${pendingEmail}` : 'Saved';
    const extra = { item, ...(pendingEmail ? { pendingEmail } : {}) };
    // A new password ended every older token, the caller's too: the answer carries its replacement.
    if (issued) return issuedResponse(ctx.req, issued, text, 200, ctx.platformHost, extra);
    return { text, ...extra };
  },
  remove: async (ctx, { body }) => {
    await deleteOwnAccount(signedIn(ctx), body, ctx.ip);
    const res = okJson({ text: 'Your account is deleted' });
    for (const cookie of clearedSessionCookies()) res.headers.append('set-cookie', cookie);
    return res;
  },
});
