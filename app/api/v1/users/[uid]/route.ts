import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { signedIn } from '@/lib/auth/access';
import { grantRole } from '@/lib/users/operations';
import { GrantRoleBody } from '@/lib/users/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const PUT = withContext({ access: ROLE.admin, credential: 'bearer' }, async (ctx) =>
  okJson({ item: await grantRole(ctx.site, { uid: signedIn(ctx).uid, role: ctx.role }, param(ctx, 'uid'), await readJson(ctx.req, GrantRoleBody)) }),
);

export const { GET, POST, PATCH, DELETE } = methodNotAllowed(['PUT']);
