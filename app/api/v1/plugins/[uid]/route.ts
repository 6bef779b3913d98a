import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { deletePlugin, readPlugin, updatePlugin } from '@/lib/plugins/operations';
import { UpdatePluginBody } from '@/lib/plugins/schemas';

const manage = { access: ROLE.marketer, credential: 'bearer' } as const;

export const GET = withContext(manage, async (ctx) => okJson({ item: await readPlugin(ctx.site.uid, param(ctx, 'uid')) }));

export const PATCH = withContext(manage, async (ctx) => okJson({ item: await updatePlugin(ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdatePluginBody)) }));

export const DELETE = withContext(manage, async (ctx) => {
  await deletePlugin(ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'Plugin deleted' });
});

export const { POST, PUT } = methodNotAllowed(['GET', 'PATCH', 'DELETE']);
