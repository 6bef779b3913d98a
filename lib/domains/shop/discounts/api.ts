import { defineOperation } from '@/lib/api/define';
import { idParam, itemOf, listOf, textOnly } from '@/lib/api/envelope';
import { CreateDiscountBody, DiscountQuery, DiscountView, QuoteBody, QuoteView, UpdateDiscountBody } from './schemas';

// The discounts API: codes managed by a marketer, quoted by anyone.
const Discount = DiscountView.meta({ id: 'Discount' });
const tag = 'Discounts';
const path = '/api/v1/discounts';
const item = `${path}/{id}`;
const RULES = 'A percent value is 1..100; an amount is in minor units, optionally of one currency only; endsAt must be after startsAt. A code another discount of the site has (any case) answers 422.';

export const discountsCollection = {
  list: defineOperation({ method: 'GET', path, tag, access: 'marketer', query: DiscountQuery, ok: { status: 200, schema: listOf(Discount) }, summary: 'List discounts', description: 'Newest first.' }),
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'marketer',
    body: CreateDiscountBody,
    ok: { status: 201, schema: itemOf(Discount) },
    summary: 'Create a discount code',
    description: `The code is stored upper case. ${RULES}`,
  }),
};

const update = {
  path: item,
  tag,
  access: 'marketer',
  params: idParam,
  body: UpdateDiscountBody,
  ok: { status: 200, schema: itemOf(Discount) },
  summary: 'Update a discount (absent fields keep their values)',
  description: RULES,
} as const;

export const discountItem = {
  read: defineOperation({ method: 'GET', path: item, tag, access: 'marketer', params: idParam, ok: { status: 200, schema: itemOf(Discount) }, summary: 'Read a discount' }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    access: 'marketer',
    params: idParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a discount',
    description: 'Orders keep the code and amount they were given.',
  }),
};

export const discountQuote = {
  quote: defineOperation({
    method: 'POST',
    path: `${path}/quote`,
    tag,
    access: 'public',
    body: QuoteBody,
    // The rate limit counts a request before its body is read (lib/rate-limit.ts): the handler reads it.
    rawBody: true,
    rateLimited: true,
    ok: { status: 200, schema: itemOf(QuoteView.meta({ id: 'Quote' })) },
    summary: 'Price a discount code against items (quote only)',
    description:
      "Prices the items from the server's variants and says what the code would take off now. An unknown, inactive, expired, not yet started, used-up or inapplicable code (subtotal under its minimum, another currency) is `valid: false` with a `reason`, discount 0. A quote never uses the code or changes anything. Items in several currencies or of unknown variants: 422. Rate limited per client IP (RATE_LIMIT_QUOTE a minute).",
  }),
};

export const discountsApi = [discountsCollection, discountItem, discountQuote];
