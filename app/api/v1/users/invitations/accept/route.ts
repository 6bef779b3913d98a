import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { invitationAcceptance } from '@/lib/domains/accounts/users/api';
import { acceptInvitation, previewInvitation } from '@/lib/domains/accounts/users/invitations';

// Served on any host: the invitation names its site, not the host.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(invitationAcceptance, {
  preview: async (ctx, { query }) => previewInvitation(signedIn(ctx), query.token),
  accept: async (ctx, { body }) => acceptInvitation(signedIn(ctx), body.token),
});
