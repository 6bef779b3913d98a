import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { siteItem } from '@/lib/domains/platform/sites/api';
import { deleteSite, readSite } from '@/lib/domains/platform/sites/operations';

// The operations check membership, and for a delete the owner or role 7+.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteItem, {
  read: async (ctx, { params }) => ({ item: await readSite(signedIn(ctx), params.uid) }),
  remove: async (ctx, { params }) => {
    await deleteSite(signedIn(ctx), params.uid);
    return { text: 'Site deleted' };
  },
});
