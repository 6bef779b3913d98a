import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { siteStorageQuota } from '@/lib/domains/platform/sites/api';
import { setSiteQuota } from '@/lib/domains/content/storage/quota';

// Platform admins only (the operation checks role 7): one site's storage quota, instead of the default.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteStorageQuota, {
  set: async (ctx, { params, body }) => ({ item: await setSiteQuota(signedIn(ctx), params.uid, body.quotaBytes) }),
});
