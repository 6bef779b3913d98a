import { routeOf } from '@/lib/api/route-of';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { withAdminSession } from '@/lib/http/issued-response';
import { consume } from '@/lib/shared/rate-limit';
import { sitesNew } from '@/lib/domains/platform/sites/api';
import { selfServe, siteAdminUrl } from '@/lib/domains/platform/sites/operations';
import { SelfServeBody } from '@/lib/domains/platform/sites/schemas';

// On the platform host, from its own origin, the answer also sets the admin session.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(sitesNew, {
  create: async (ctx) => {
    await consume('sitesNew', ctx.ip);
    const { site, token } = await selfServe(await readJson(ctx.req, SelfServeBody));
    const answer = { item: site, token, adminUrl: siteAdminUrl(site.uid), text: `Your site is ready at ${site.host}; manage it at ${siteAdminUrl(site.uid)}` };
    return withAdminSession(ctx.req, okJson(answer, 201), token, ctx.platformHost);
  },
});
