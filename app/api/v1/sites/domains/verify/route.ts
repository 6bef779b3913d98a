import { routeOf } from '@/lib/api/route-of';
import { consume } from '@/lib/shared/rate-limit';
import { siteDomainVerify } from '@/lib/domains/platform/sites/api';
import { verifyDomain } from '@/lib/domains/platform/sites/operations';

// Proves the addressed site's claim on a custom domain through its DNS TXT record. Each call is a DNS
// query: limited per site.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteDomainVerify, {
  verify: async (ctx, { body }) => {
    await consume('domainVerify', ctx.site.uid);
    return { item: await verifyDomain(ctx.site, body.domain) };
  },
});
