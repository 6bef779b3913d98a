import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { CreateDiscountBody, DiscountQuery, DiscountView, QuoteBody, QuoteView, UpdateDiscountBody } from '@/lib/discounts/schemas';
import { document, idParam, itemOf, listOf, textOnly } from './common';

const Discount = DiscountView.meta({ id: 'Discount' });
const RULES = 'A percent value is 1..100; an amount is in minor units, optionally of one currency only; endsAt must be after startsAt. A code another discount of the site has (any case) answers 422.';

export function registerDiscounts(r: OpenAPIRegistry): void {
  const tag = 'Discounts';
  const role = { role: ROLE.marketer };
  document(r, {
    method: 'get',
    path: '/api/v1/discounts',
    tag,
    access: role,
    query: DiscountQuery,
    ok: { status: 200, schema: listOf(Discount) },
    summary: 'List discounts',
    description: 'Newest first.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/discounts',
    tag,
    access: role,
    body: CreateDiscountBody,
    ok: { status: 201, schema: itemOf(Discount) },
    summary: 'Create a discount code',
    description: `The code is stored upper case. ${RULES}`,
  });
  document(r, { method: 'get', path: '/api/v1/discounts/{id}', tag, access: role, params: idParam, ok: { status: 200, schema: itemOf(Discount) }, summary: 'Read a discount' });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/discounts/{id}',
      tag,
      access: role,
      params: idParam,
      body: UpdateDiscountBody,
      ok: { status: 200, schema: itemOf(Discount) },
      summary: 'Update a discount (absent fields keep their values)',
      description: RULES,
    });
  }
  document(r, {
    method: 'delete',
    path: '/api/v1/discounts/{id}',
    tag,
    access: role,
    params: idParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a discount',
    description: 'Orders keep the code and amount they were given.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/discounts/quote',
    tag,
    access: 'public',
    body: QuoteBody,
    rateLimited: true,
    ok: { status: 200, schema: itemOf(QuoteView.meta({ id: 'Quote' })) },
    summary: 'Price a discount code against items (quote only)',
    description:
      "Prices the items from the server's variants and says what the code would take off now. An unknown, inactive, expired, not yet started, used-up or inapplicable code (subtotal under its minimum, another currency) is `valid: false` with a `reason`, discount 0. A quote never uses the code or changes anything. Items in several currencies or of unknown variants: 422. Rate limited per client IP (RATE_LIMIT_QUOTE a minute).",
  });
}
