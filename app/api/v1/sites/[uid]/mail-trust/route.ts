import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { siteMailTrust } from '@/lib/domains/platform/sites/api';
import { setMailTrust } from '@/lib/domains/platform/sites/operations';

// Platform admins only (the operation checks role 7): whether the platform vouches for the site's mail.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteMailTrust, {
  set: async (ctx, { params, body }) => ({ item: await setMailTrust(signedIn(ctx), params.uid, body.trusted) }),
});
