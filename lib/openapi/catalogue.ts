import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { AttributeView, CheckStockBody, CreateVariantBody, OptionView, StockRow, UpdateVariantBody, VariantFilter, VariantView } from '@/lib/catalogue/schemas';
import { document, envelope, itemOf, listOf, textOnly } from './common';

export const Variant = VariantView.meta({ id: 'Variant' });
const itemsOf = (item: z.ZodType) => envelope(z.object({ items: z.array(item) }));

// Rights follow the current role (CONTRACT 3a).
const VARIANT_RIGHTS =
  "Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403).";
const SOLD = 'A sold variant (one a paid order held) refuses a change of price, currency or sku, and deletion: 422; its title, stock, options and attributes may still change.';

export function registerCatalogue(r: OpenAPIRegistry): void {
  const tag = 'Catalogue';
  document(r, {
    method: 'get',
    path: '/api/v1/variants',
    tag,
    access: 'public',
    query: VariantFilter,
    ok: { status: 200, schema: listOf(Variant) },
    summary: 'Search variants',
    description: 'Variants of live products. `option.<name>=<value>` (up to 10) keeps variants whose option has that value, e.g. `?option.size=M`.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/variants',
    tag,
    access: { ownerOr: ROLE.writer },
    body: CreateVariantBody,
    ok: { status: 201, schema: itemOf(Variant) },
    summary: 'Add a variant to a product',
    description: `Role 2+ or the author of the product post. ${VARIANT_RIGHTS} \`postUid\` must be a live post of type product of this site (422). \`sku\` is optional (absent or empty: none, answered as \`""\`; any number of variants may have none); a non-empty sku is unique per site: a duplicate answers 422. Money is an integer in minor units.`,
  });
  const idOrPost = z.object({ id: z.string().describe('GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant') });
  document(r, {
    method: 'get',
    path: '/api/v1/variants/{id}',
    tag,
    access: 'public',
    params: idOrPost,
    ok: { status: 200, schema: itemsOf(Variant) },
    summary: "A product's variants (GET /api/v1/variants/:postUid), by position",
    description: 'A post of another type has none; an unknown post answers 404.',
  });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/variants/{id}',
      tag,
      access: { ownerOr: ROLE.writer },
      params: idOrPost,
      body: UpdateVariantBody,
      ok: { status: 200, schema: itemOf(Variant) },
      summary: 'Update a variant (its creator or role 2+)',
      description: `Absent fields keep their values. ${VARIANT_RIGHTS} ${SOLD}`,
    });
  }
  document(r, {
    method: 'delete',
    path: '/api/v1/variants/{id}',
    tag,
    access: { ownerOr: ROLE.writer },
    params: idOrPost,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a variant (its creator or role 2+)',
    description: `${VARIANT_RIGHTS} ${SOLD}`,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/variants/check_stock',
    tag,
    access: 'public',
    body: CheckStockBody,
    ok: { status: 200, schema: itemsOf(StockRow) },
    summary: 'Check stock for a set of items',
    description: 'One row per asked item, in order. `available`: the variant exists and its stock (null: unlimited) covers the quantity. An unknown variant has stock 0.',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/options/{postUid}',
    tag,
    access: 'public',
    params: z.object({ postUid: z.string().describe('uid of a product post') }),
    ok: { status: 200, schema: itemsOf(OptionView) },
    summary: 'Options of a product',
    description:
      "From its variants' `options`: names in first-seen order (variants by position), each with its values in first-seen order. Within one variant, names come in the order the database keeps them (shorter first, then alphabetical), not as sent.",
  });
  document(r, {
    method: 'get',
    path: '/api/v1/attributes/{variantId}',
    tag,
    access: 'public',
    params: z.object({ variantId: z.string().regex(/^\d+$/).describe('integer variant id') }),
    ok: { status: 200, schema: itemsOf(AttributeView) },
    summary: 'Attributes of a variant',
  });
}
