import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { PageQuery } from '@/lib/pagination';
import { createPlugin, listPlugins } from '@/lib/plugins/operations';
import { CreatePluginBody } from '@/lib/plugins/schemas';

// Plugin management (CONTRACT 3): a bearer token or the admin session, never a site cookie alone.
const manage = { access: ROLE.marketer, credential: 'bearer' } as const;

export const GET = withContext(manage, async (ctx) => okJson(await listPlugins(ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const POST = withContext(manage, async (ctx) => okJson({ item: await createPlugin(ctx.site.uid, ctx.user?.uid ?? null, await readJson(ctx.req, CreatePluginBody)) }, 201));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
