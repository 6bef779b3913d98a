import { deleteOwnAccount } from '@/lib/accounts/operations';
import { DeleteOwnAccountBody } from '@/lib/accounts/schemas';
import { signedIn } from '@/lib/auth/access';
import { clearedSessionCookies } from '@/lib/auth/credential';
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

// Bearer or admin session only: a tenant's script holding a member's site cookie must not redirect the
// account's email (a code-only account has no password to ask for).
export const PATCH = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
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

// Deleting one's own account: a tenant's script in the browser holds only the site cookie, so this
// needs a bearer token or the admin session, and the password.
export const DELETE = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  await deleteOwnAccount(signedIn(ctx), await readJson(ctx.req, DeleteOwnAccountBody), ctx.ip);
  const res = okJson({ text: 'Your account is deleted' });
  for (const cookie of clearedSessionCookies()) res.headers.append('set-cookie', cookie);
  return res;
});

export const { POST, PUT } = methodNotAllowed(['GET', 'PATCH', 'DELETE']);
