import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { runPluginNow } from '@/lib/plugins/operations';
import { RunPluginBody } from '@/lib/plugins/schemas';

// The admin's "run with sample input": 200 whether the plugin succeeded or not (see item.ok).
export const POST = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) =>
  okJson({ item: await runPluginNow(ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, RunPluginBody)) }),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
