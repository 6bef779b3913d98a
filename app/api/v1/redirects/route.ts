import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { createRedirect, listRedirects } from '@/lib/redirects/operations';
import { CreateRedirectBody } from '@/lib/redirects/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listRedirects(ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const POST = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await createRedirect(ctx.site.uid, await readJson(ctx.req, CreateRedirectBody)) }, 201));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
