import { requestLoginCode } from '@/lib/auth/email-code';
import { EmailOnlyBody } from '@/lib/auth/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { env } from '@/lib/env';
import { consume } from '@/lib/rate-limit';

// The same answer whether or not the address has an account (lib/auth/email-code.ts).
const minutes = Math.ceil(env.AUTH_CODE_TTL_SECONDS / 60);
const CODE_SENT = `If this address can sign in here, a code is on its way: it works once, for ${minutes} minute${minutes === 1 ? '' : 's'}`;

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  const body = await readJson(ctx.req, EmailOnlyBody);
  await consume('authMailIp', ctx.ip);
  await consume('loginCode', `${ctx.ip}|${body.email}`);
  await requestLoginCode(ctx.site, body.email);
  return okJson({ text: CODE_SENT });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
