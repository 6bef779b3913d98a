import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { readJson } from '@/lib/http/body';
import { consume } from '@/lib/shared/rate-limit';
import { sitesCollection } from '@/lib/domains/platform/sites/api';
import { createSite, listSites, siteAdminUrl, updateSite } from '@/lib/domains/platform/sites/operations';
import { CreateSiteBody } from '@/lib/domains/platform/sites/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(sitesCollection, {
  list: async (ctx, { query }) => listSites(signedIn(ctx), query),
  create: async (ctx) => {
    await consume('signup', ctx.ip);
    const site = await createSite(signedIn(ctx), await readJson(ctx.req, CreateSiteBody));
    return { item: site, adminUrl: siteAdminUrl(site.uid) };
  },
  update: async (ctx, { body }) => updateSite(ctx.site, body),
});
