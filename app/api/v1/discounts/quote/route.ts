import { quoteDiscount } from '@/lib/discounts/operations';
import { QuoteBody } from '@/lib/discounts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { consume } from '@/lib/rate-limit';

// Rate limited per client IP (RATE_LIMIT_QUOTE a minute): a quote says whether a code exists.
export const POST = withContext({ access: 'public' }, async (ctx) => {
  await consume('quote', ctx.ip);
  return okJson({ item: await quoteDiscount(ctx.site.uid, await readJson(ctx.req, QuoteBody)) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
