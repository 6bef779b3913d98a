import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { PageQuery } from '@/lib/pagination';
import { mySubscriptions } from '@/lib/subscriptions/operations';

export const GET = withContext({ access: 'session' }, async (ctx) => okJson(await mySubscriptions(ctx, ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
