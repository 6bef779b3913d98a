import { signedIn } from '@/lib/auth/access';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { switchSite } from '@/lib/sites/operations';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  const { site, token } = await switchSite(signedIn(ctx), param(ctx, 'uid'));
  return okJson({ item: site, token });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
