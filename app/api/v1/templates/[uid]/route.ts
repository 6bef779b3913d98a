import { routeOf, type HandlerOf } from '@/lib/api/route-of';
import { templateItem } from '@/lib/domains/content/templates/api';
import { deleteTemplate, readTemplate, updateTemplate } from '@/lib/domains/content/templates/operations';

// PUT, PATCH and POST all update; absent fields keep their values.
const update: HandlerOf<typeof templateItem.update> = async (ctx, { params, body }) => ({ item: await updateTemplate(ctx, ctx.site.uid, params.uid, body) });

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templateItem, {
  read: async (ctx, { params }) => ({ item: await readTemplate(ctx.site.uid, params.uid) }),
  replace: update,
  update,
  post: update,
  remove: async (ctx, { params }) => {
    await deleteTemplate(ctx, ctx.site.uid, params.uid);
    return { text: 'Template deleted' };
  },
});
