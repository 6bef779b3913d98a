import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { search } from '@/lib/search/operations';
import { SearchQuery } from '@/lib/search/schemas';

export const GET = withContext({ access: 'public' }, async (ctx) => {
  const q = readQuery(ctx.req, SearchQuery);
  await consume('search', ctx.ip);
  return okJson(await search(ctx.site, q, ctx.role));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
