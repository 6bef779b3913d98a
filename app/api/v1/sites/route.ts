import { signedIn } from '@/lib/auth/signed-in';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { withContext } from '@/lib/http/route';
import { ROLE } from '@/lib/auth/roles';
import { createSite, listSites, updateSite } from '@/lib/sites/operations';
import { CreateSiteBody, UpdateSiteBody } from '@/lib/sites/schemas';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const items = await listSites(signedIn(ctx));
  return okJson({ items, pagination: { page: 1, page_size: items.length, total_entries: items.length, more: false, next_page: null } });
});

export const POST = withContext({ access: 'session', host: 'any' }, async (ctx) =>
  okJson({ item: await createSite(signedIn(ctx), await readJson(ctx.req, CreateSiteBody)) }, 201),
);

export const PUT = withContext({ access: ROLE.admin }, async (ctx) =>
  okJson({ item: await updateSite(ctx.site, await readJson(ctx.req, UpdateSiteBody)) }),
);
