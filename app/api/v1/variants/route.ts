import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { variantsCollection } from '@/lib/domains/shop/catalogue/api';
import { createVariant, searchVariants } from '@/lib/domains/shop/catalogue/operations';
import { optionFilters, VariantTarget } from '@/lib/domains/shop/catalogue/schemas';
import { readJson } from '@/lib/http/body';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(variantsCollection, {
  search: async (ctx, { query }) => searchVariants(ctx, ctx.site.uid, optionFilters(query)),
  // Role 2+ or the product's author: the operation decides once it has read the product, before the
  // rest of the body is checked.
  create: async (ctx) => ({ item: await createVariant({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, await readJson(ctx.req, VariantTarget)) }),
});
