import { routeOf } from '@/lib/api/route-of';
import { templateVersions } from '@/lib/domains/content/templates/api';
import { listTemplateVersions } from '@/lib/domains/content/templates/history';

// Owner or role 3+ (checked by the operation, which needs the template's owner).
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templateVersions, {
  list: async (ctx, { params }) => ({ items: await listTemplateVersions(ctx, ctx.site.uid, params.uid) }),
});
