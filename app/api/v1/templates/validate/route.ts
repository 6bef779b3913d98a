import { routeOf } from '@/lib/api/route-of';
import { templateValidation } from '@/lib/domains/content/templates/api';
import { validateForSite } from '@/lib/domains/content/templates/validate';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templateValidation, {
  validate: async (ctx, { body }) => ({ ...(await validateForSite(ctx.site, body)) }),
});
