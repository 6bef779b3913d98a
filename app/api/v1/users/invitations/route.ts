import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { invitationsCollection } from '@/lib/domains/accounts/users/api';
import { createInvitation, listInvitations } from '@/lib/domains/accounts/users/invitations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(invitationsCollection, {
  create: async (ctx, { body }) => ({ item: await createInvitation(ctx.site, { uid: signedIn(ctx).uid, role: ctx.role }, body) }),
  list: async (ctx, { query }) => listInvitations(ctx.site.uid, query),
});
