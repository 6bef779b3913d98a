import { routeOf } from '@/lib/api/route-of';
import { templateVersion } from '@/lib/domains/content/templates/api';
import { readTemplateVersion } from '@/lib/domains/content/templates/history';
import { versionParams } from '@/lib/domains/content/templates/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templateVersion, {
  read: async (ctx) => {
    const { uid, version } = versionParams(ctx);
    return { item: await readTemplateVersion(ctx, ctx.site.uid, uid, version) };
  },
});
