import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { grantRole } from '@/lib/users/operations';
import { GrantRoleBody } from '@/lib/users/schemas';

export const PUT = withContext({ access: ROLE.admin }, async (ctx) =>
  okJson({ item: await grantRole(ctx.site.uid, ctx.role, param(ctx, 'uid'), await readJson(ctx.req, GrantRoleBody)) }),
);
