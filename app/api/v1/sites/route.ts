import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { ROLE } from '@/lib/auth/roles';
import { createSite, listSites, siteAdminUrl, updateSite } from '@/lib/sites/operations';
import { CreateSiteBody, UpdateSiteBody } from '@/lib/sites/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => okJson(await listSites(signedIn(ctx), readQuery(ctx.req, PageQuery))));

// One sign-up limit for accounts and sites, so sign-up plus POST /sites cannot bypass sites/new's limit.
export const POST = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  await consume('signup', ctx.ip);
  const site = await createSite(signedIn(ctx), await readJson(ctx.req, CreateSiteBody));
  return okJson({ item: site, adminUrl: siteAdminUrl(site.uid) }, 201);
});

export const PUT = withContext({ access: ROLE.admin, credential: 'bearer' }, async (ctx) => okJson(await updateSite(ctx.site, await readJson(ctx.req, UpdateSiteBody))));

export const { PATCH, DELETE } = methodNotAllowed(['GET', 'POST', 'PUT']);
