import { routeOf } from '@/lib/api/route-of';
import { discountQuote } from '@/lib/domains/shop/discounts/api';
import { quoteDiscount } from '@/lib/domains/shop/discounts/operations';
import { QuoteBody } from '@/lib/domains/shop/discounts/schemas';
import { readJson } from '@/lib/http/body';
import { consume } from '@/lib/shared/rate-limit';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(discountQuote, {
  // Rate limited per client IP (RATE_LIMIT_QUOTE a minute), before the body is read: a quote says
  // whether a code exists.
  quote: async (ctx) => {
    await consume('quote', ctx.ip);
    return { item: await quoteDiscount(ctx.site.uid, await readJson(ctx.req, QuoteBody)) };
  },
});
