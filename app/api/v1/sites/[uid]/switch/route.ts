import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/auth/access';
import { siteSwitch } from '@/lib/sites/api';
import { switchSite } from '@/lib/sites/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteSwitch, {
  switch: async (ctx, { params }) => {
    const { site, token } = await switchSite(signedIn(ctx), params.uid);
    return { item: site, token };
  },
});
