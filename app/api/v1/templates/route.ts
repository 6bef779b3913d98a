import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { okJson } from '@/lib/http/envelope';
import { templatesCollection } from '@/lib/domains/content/templates/api';
import { createTemplate, listTemplates } from '@/lib/domains/content/templates/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templatesCollection, {
  list: async (ctx, { query }) => listTemplates(ctx.site.uid, query),
  create: async (ctx, { body }) => {
    const { item, created } = await createTemplate({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, body);
    return okJson({ item }, created ? 201 : 200);
  },
});
