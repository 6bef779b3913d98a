import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listLogs } from '@/lib/logs/operations';
import { LogQuery } from '@/lib/logs/schemas';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listLogs(ctx.site.uid, readQuery(ctx.req, LogQuery))));
