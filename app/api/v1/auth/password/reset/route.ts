import { requestPasswordReset } from '@/lib/auth/password-reset';
import { EmailOnlyBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const body = await readJson(ctx.req, EmailOnlyBody);
  await consume('authMailIp', ctx.ip);
  await consume('passwordReset', `${ctx.ip}|${body.email}`);
  await requestPasswordReset(ctx.site, body.email);
  return okJson({ text: 'If this address has an account, a link to choose a new password is on its way: it works once, for an hour' });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
