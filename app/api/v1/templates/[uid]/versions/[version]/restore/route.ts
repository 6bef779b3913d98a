import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { restoreTemplateVersion } from '@/lib/templates/history';
import { RestoreTemplateBody, versionParams } from '@/lib/templates/schemas';

export const POST = withContext({ access: 'session' }, async (ctx) => {
  const { uid, version } = versionParams(ctx);
  return okJson({ item: await restoreTemplateVersion(ctx, ctx.site.uid, uid, version, await readJson(ctx.req, RestoreTemplateBody)) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
