import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { param, withContext } from '@/lib/http/route';
import { PageQuery } from '@/lib/pagination';
import { listPluginRuns } from '@/lib/plugins/operations';

export const GET = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) => okJson(await listPluginRuns(ctx.site.uid, param(ctx, 'uid'), readQuery(ctx.req, PageQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
