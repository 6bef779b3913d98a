import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { withAdminSession } from '@/lib/http/issued-response';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';
import { selfServe, siteAdminUrl } from '@/lib/sites/operations';
import { SelfServeBody } from '@/lib/sites/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'public', host: 'any' }, async (ctx) => {
  await consume('sitesNew', ctx.ip);
  const { site, token } = await selfServe(await readJson(ctx.req, SelfServeBody));
  return withAdminSession(
    ctx.req,
    okJson({ item: site, token, adminUrl: siteAdminUrl(site.uid), text: `Your site is ready at ${site.host}; manage it at ${siteAdminUrl(site.uid)}` }, 201),
    token,
    ctx.platformHost,
  );
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
