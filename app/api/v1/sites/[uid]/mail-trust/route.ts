import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { setMailTrust } from '@/lib/sites/operations';
import { MailTrustBody } from '@/lib/sites/schemas';

// Platform admins only (the operation checks role 7): whether the platform vouches for the site's mail.
export const PUT = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  const { trusted } = await readJson(ctx.req, MailTrustBody);
  return okJson({ item: await setMailTrust(signedIn(ctx), param(ctx, 'uid'), trusted) });
});

export const { GET, POST, PATCH, DELETE } = methodNotAllowed(['PUT']);
