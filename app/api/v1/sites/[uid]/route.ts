import { signedIn } from '@/lib/auth/access';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { deleteSite, readSite } from '@/lib/sites/operations';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => okJson({ item: await readSite(signedIn(ctx), param(ctx, 'uid')) }));

export const DELETE = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  await deleteSite(signedIn(ctx), param(ctx, 'uid'));
  return okJson({ text: 'Site deleted' });
});

export const { POST, PUT, PATCH } = methodNotAllowed(['GET', 'DELETE']);
