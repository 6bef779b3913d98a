import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { verifyDomain } from '@/lib/sites/operations';
import { VerifyDomainBody } from '@/lib/sites/schemas';

// Proves the addressed site's claim on a custom domain through its DNS TXT record (site settings and
// domains are bearer-only management, CONTRACT 3). Each call is a DNS query: limited per site.
export const POST = withContext({ access: ROLE.admin, credential: 'bearer' }, async (ctx) => {
  const { domain } = await readJson(ctx.req, VerifyDomainBody);
  await consume('domainVerify', ctx.site.uid);
  return okJson({ item: await verifyDomain(ctx.site, domain) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
