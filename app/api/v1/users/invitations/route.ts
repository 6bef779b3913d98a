import { ROLE } from '@/lib/auth/roles';
import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { createInvitation, listInvitations } from '@/lib/users/invitations';
import { InvitationQuery, InviteBody } from '@/lib/users/schemas';

// Managing who joins the site is management a site cookie alone never grants (CONTRACT 3).
const admins = { access: ROLE.admin, credential: 'bearer' } as const;

export const POST = withContext(admins, async (ctx) => okJson({ item: await createInvitation(ctx.site, { uid: signedIn(ctx).uid, role: ctx.role }, await readJson(ctx.req, InviteBody)) }, 201));

export const GET = withContext(admins, async (ctx) => okJson(await listInvitations(ctx.site.uid, readQuery(ctx.req, InvitationQuery))));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
