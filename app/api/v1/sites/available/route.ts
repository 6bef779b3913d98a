import { routeOf } from '@/lib/api/route-of';
import { readQuery } from '@/lib/http/query';
import { consume } from '@/lib/shared/rate-limit';
import { sitesAvailable } from '@/lib/domains/platform/sites/api';
import { isSubdomainFree } from '@/lib/domains/platform/sites/operations';
import { AvailableQuery } from '@/lib/domains/platform/sites/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(sitesAvailable, {
  check: async (ctx) => {
    await consume('available', ctx.ip);
    const { subdomain } = readQuery(ctx.req, AvailableQuery);
    return { subdomain, available: await isSubdomainFree(subdomain) };
  },
});
