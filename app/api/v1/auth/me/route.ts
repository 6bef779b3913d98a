import { signedIn } from '@/lib/auth/access';
import { me, updateMe } from '@/lib/auth/account';
import { UpdateMeBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { issuedResponse } from '@/lib/http/issued-response';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { consume } from '@/lib/rate-limit';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  return okJson({ item: await me(signedIn(ctx).uid, ctx.role) });
});

export const PATCH = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const user = signedIn(ctx);
  const body = await readJson(ctx.req, UpdateMeBody);
  if (body.email !== undefined && body.email !== user.email) await consume('emailMail', user.uid);
  const { item, pendingEmail, issued } = await updateMe(ctx.site, user.uid, ctx.role, body, ctx.ip);
  const text = pendingEmail ? `Saved: a confirmation link is on its way to ${pendingEmail}` : 'Saved';
  const extra = { item, ...(pendingEmail ? { pendingEmail } : {}) };
  // A new password ended every older token, the caller's too: the answer carries its replacement.
  if (issued) return issuedResponse(ctx.req, issued, text, 200, ctx.platformHost, extra);
  return okJson({ text, ...extra });
});

export const { POST, PUT, DELETE } = methodNotAllowed(['GET', 'PATCH']);
