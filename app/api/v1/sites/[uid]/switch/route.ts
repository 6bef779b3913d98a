import { signedIn } from '@/lib/auth/signed-in';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { switchSite } from '@/lib/sites/operations';

export const POST = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const { site, token } = await switchSite(signedIn(ctx), param(ctx, 'uid'));
  return okJson({ item: site, token });
});
