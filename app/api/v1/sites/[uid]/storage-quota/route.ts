import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { setSiteQuota } from '@/lib/storage/quota';
import { StorageQuotaBody } from '@/lib/storage/schemas';

// Platform admins only (the operation checks role 7): one site's storage quota, instead of the default.
export const PUT = withContext({ access: 'session', host: 'any', credential: 'bearer' }, async (ctx) => {
  const { quotaBytes } = await readJson(ctx.req, StorageQuotaBody);
  return okJson({ item: await setSiteQuota(signedIn(ctx), param(ctx, 'uid'), quotaBytes) });
});

export const { GET, POST, PATCH, DELETE } = methodNotAllowed(['PUT']);
