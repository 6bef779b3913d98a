import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listLogs } from '@/lib/logs/operations';
import { LogQuery } from '@/lib/logs/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listLogs(ctx.site.uid, readQuery(ctx.req, LogQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
