import { routeOf } from '@/lib/api/route-of';
import { invitationItem } from '@/lib/domains/accounts/users/api';
import { revokeInvitation } from '@/lib/domains/accounts/users/invitations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(invitationItem, {
  revoke: async (ctx, { params }) => ({ item: await revokeInvitation(ctx.site.uid, params.id) }),
});
