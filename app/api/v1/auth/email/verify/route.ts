import { signedIn } from '@/lib/auth/access';
import { requestEmailVerification } from '@/lib/auth/email-verify';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';

export const POST = withContext({ access: 'session', host: 'any', activity: false }, async (ctx) => {
  const user = signedIn(ctx);
  await consume('emailMail', user.uid);
  const { sent } = await requestEmailVerification(ctx.site, user.uid);
  return okJson({ text: sent ? 'A confirmation link is on its way to your address' : 'Your address is already confirmed', sent });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
