import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext, type RouteOptions } from '@/lib/http/route';
import { acceptInvitation, previewInvitation } from '@/lib/users/invitations';
import { AcceptInvitationBody, InvitationTokenQuery } from '@/lib/users/schemas';

// The account's own act, signed in (the admin calls it on the platform host): a bearer token or the
// admin session, since a site's cookie alone would let that site's scripts act for whoever is signed
// in. The invitation names its site, not the host: the operation writes the activity row to that site.
const invitee = { access: 'session', host: 'any', credential: 'bearer' } as const satisfies RouteOptions;

// What the accept page shows before the click.
export const GET = withContext(invitee, async (ctx) => okJson(await previewInvitation(signedIn(ctx), readQuery(ctx.req, InvitationTokenQuery).token)));

export const POST = withContext({ ...invitee, activity: false }, async (ctx) => {
  const { token } = await readJson(ctx.req, AcceptInvitationBody);
  return okJson(await acceptInvitation(signedIn(ctx), token));
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
