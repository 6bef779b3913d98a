import { deleteOwnAccount } from '@/lib/accounts/operations';
import { DeleteOwnAccountBody } from '@/lib/accounts/schemas';
import { signedIn } from '@/lib/auth/access';
import { clearedSessionCookies } from '@/lib/auth/credential';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const { uid, email, name } = signedIn(ctx);
  return okJson({ item: { uid, email, name, role: ctx.role } });
});

// Deleting one's own account: a tenant's script in the browser holds only the site cookie, so this
// needs a bearer token or the admin session, and the password.
export const DELETE = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  await deleteOwnAccount(signedIn(ctx), await readJson(ctx.req, DeleteOwnAccountBody));
  const res = okJson({ text: 'Your account is deleted' });
  for (const cookie of clearedSessionCookies()) res.headers.append('set-cookie', cookie);
  return res;
});

export const { POST, PUT, PATCH } = methodNotAllowed(['GET', 'DELETE']);
