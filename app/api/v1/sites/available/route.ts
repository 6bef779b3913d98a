import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { isSubdomainFree } from '@/lib/sites/operations';
import { AvailableQuery } from '@/lib/sites/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  await consume('available', ctx.ip);
  const { subdomain } = readQuery(ctx.req, AvailableQuery);
  return okJson({ subdomain, available: await isSubdomainFree(subdomain) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
