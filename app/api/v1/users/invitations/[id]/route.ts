import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { revokeInvitation } from '@/lib/users/invitations';

export const DELETE = withContext({ access: ROLE.admin, credential: 'bearer' }, async (ctx) => okJson({ item: await revokeInvitation(ctx.site.uid, param(ctx, 'id')) }));

export const { GET, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
