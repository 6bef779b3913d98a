import { clearedSessionCookies } from '@/lib/auth/credential';
import { logout } from '@/lib/auth/operations';
import { LogoutBody } from '@/lib/auth/schemas';
import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { unauthorized } from '@/lib/errors';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const body = await readJson(ctx.req, LogoutBody);
  if (!ctx.token) throw unauthorized();
  await logout({ user: signedIn(ctx), role: ctx.role, token: ctx.token }, body.everywhere ?? false);
  const res = okJson({ text: body.everywhere ? 'Signed out everywhere' : 'Signed out' });
  for (const cookie of clearedSessionCookies()) res.headers.append('set-cookie', cookie);
  return res;
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
