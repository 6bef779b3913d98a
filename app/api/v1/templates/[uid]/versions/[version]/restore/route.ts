import { routeOf } from '@/lib/api/route-of';
import { readJson } from '@/lib/http/body';
import { templateRestore } from '@/lib/domains/content/templates/api';
import { restoreTemplateVersion } from '@/lib/domains/content/templates/history';
import { RestoreTemplateBody, versionParams } from '@/lib/domains/content/templates/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templateRestore, {
  restore: async (ctx) => {
    const { uid, version } = versionParams(ctx);
    return { item: await restoreTemplateVersion(ctx, ctx.site.uid, uid, version, await readJson(ctx.req, RestoreTemplateBody)) };
  },
});
