import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/http/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listMembers } from '@/lib/users/operations';

export const GET = withContext({ access: ROLE.writer }, async (ctx) =>
  okJson(await listMembers(ctx.site.uid, readQuery(ctx.req, PageQuery))),
);
