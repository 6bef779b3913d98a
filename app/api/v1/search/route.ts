import { routeOf } from '@/lib/api/route-of';
import { consume } from '@/lib/shared/rate-limit';
import { searchRoute } from '@/lib/domains/content/search/api';
import { search } from '@/lib/domains/content/search/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(searchRoute, {
  // The query is checked before the rate limit counts the request.
  search: async (ctx, { query }) => {
    await consume('search', ctx.ip);
    return search(ctx.site, query, ctx.role);
  },
});
