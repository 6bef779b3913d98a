import { confirmEmail } from '@/lib/auth/email-verify';
import { EmailConfirmBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const { token } = await readJson(ctx.req, EmailConfirmBody);
  return okJson(await confirmEmail(token));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
