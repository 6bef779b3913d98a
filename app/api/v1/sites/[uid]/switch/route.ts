import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { siteSwitch } from '@/lib/domains/platform/sites/api';
import { switchSite } from '@/lib/domains/platform/sites/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteSwitch, {
  switch: async (ctx, { params }) => {
    const { site, token } = await switchSite(signedIn(ctx), params.uid);
    return { item: site, token };
  },
});
