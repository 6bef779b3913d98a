import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listMembers } from '@/lib/users/operations';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: ROLE.writer, credential: 'bearer' }, async (ctx) => okJson(await listMembers(ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
