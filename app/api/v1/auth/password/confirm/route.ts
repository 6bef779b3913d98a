import { confirmPasswordReset } from '@/lib/auth/password-reset';
import { PasswordConfirmBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { issuedResponse } from '@/lib/http/issued-response';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const issued = await confirmPasswordReset(ctx.site, await readJson(ctx.req, PasswordConfirmBody));
  return issuedResponse(ctx.req, issued, 'Your new password is set: every other session was signed out', 200, ctx.platformHost);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
