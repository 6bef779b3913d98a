import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { readTemplateVersion } from '@/lib/templates/history';
import { versionParams } from '@/lib/templates/schemas';

export const GET = withContext({ access: 'session' }, async (ctx) => {
  const { uid, version } = versionParams(ctx);
  return okJson({ item: await readTemplateVersion(ctx, ctx.site.uid, uid, version) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
