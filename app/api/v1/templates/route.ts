import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/http/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listTemplates } from '@/lib/templates/operations';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listTemplates(ctx.site.uid, readQuery(ctx.req, PageQuery))));
