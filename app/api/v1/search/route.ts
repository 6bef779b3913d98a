import { routeOf } from '@/lib/api/route-of';
import { consume } from '@/lib/rate-limit';
import { searchRoute } from '@/lib/search/api';
import { search } from '@/lib/search/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(searchRoute, {
  // The query is checked before the rate limit counts the request.
  search: async (ctx, { query }) => {
    await consume('search', ctx.ip);
    return search(ctx.site, query, ctx.role);
  },
});
