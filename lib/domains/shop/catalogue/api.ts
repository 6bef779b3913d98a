import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf, listOf, textOnly } from '@/lib/api/envelope';
import { AttributeView, CheckStockBody, CreateVariantBody, OptionView, StockRow, UpdateVariantBody, VariantSearch, VariantView } from './schemas';

// The catalogue API: variants of product posts, read by anyone, changed by their creator or a writer.
// The documented Variant is shared with the posts' declarations (a post's variants).
export const Variant = VariantView.meta({ id: 'Variant' });
const tag = 'Catalogue';
const path = '/api/v1/variants';
const item = `${path}/{id}`;
const itemsOf = <I extends z.ZodType>(row: I) => envelope(z.object({ items: z.array(row) }));
// The operation checks the owner: it needs the record (or, for a new variant, its product).
const own = { access: 'session', ownerOr: 'writer' } as const;

// Rights follow the current role (docs/behaviours.md#B-rights-follow-role).
const VARIANT_RIGHTS =
  "Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403).";
const SOLD = 'A sold variant (one a paid order held) refuses a change of price, currency or sku, and deletion: 422; its title, stock, options and attributes may still change.';

export const variantsCollection = {
  search: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'public',
    query: VariantSearch,
    ok: { status: 200, schema: listOf(Variant) },
    summary: 'Search variants',
    description: 'Variants of live products. `option.<name>=<value>` (up to 10) keeps variants whose option has that value, e.g. `?option.size=M`.',
  }),
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    ...own,
    body: CreateVariantBody,
    // Who may create depends on the product: the handler reads its postUid first, and a caller who may
    // not is refused 403 whatever the rest of the body holds (lib/domains/shop/catalogue/schemas.ts, VariantTarget).
    rawBody: true,
    ok: { status: 201, schema: itemOf(Variant) },
    summary: 'Add a variant to a product',
    description: `Role 2+ or the author of the product post. ${VARIANT_RIGHTS} \`postUid\` must be a live post of type product of this site (422). \`sku\` is optional (absent or empty: none, answered as \`""\`; any number of variants may have none); a non-empty sku is unique per site: a duplicate answers 422. Money is an integer in minor units.`,
  }),
};

// One segment, two meanings (the API's paths): GET /variants/:postUid lists a product's variants;
// PUT, PATCH and DELETE /variants/:id address one variant by its integer id.
const idOrPost = z.object({ id: z.string().describe('GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant') });
const update = {
  path: item,
  tag,
  ...own,
  params: idOrPost,
  body: UpdateVariantBody,
  ok: { status: 200, schema: itemOf(Variant) },
  summary: 'Update a variant (its creator or role 2+)',
  description: `Absent fields keep their values. ${VARIANT_RIGHTS} ${SOLD}`,
} as const;

export const variantItem = {
  ofProduct: defineOperation({
    method: 'GET',
    path: item,
    tag,
    access: 'public',
    params: idOrPost,
    ok: { status: 200, schema: itemsOf(Variant) },
    summary: "A product's variants (GET /api/v1/variants/:postUid), by position",
    description: 'A post of another type has none; an unknown post answers 404.',
  }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    ...own,
    params: idOrPost,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a variant (its creator or role 2+)',
    description: `${VARIANT_RIGHTS} ${SOLD}`,
  }),
};

export const stockCheck = {
  check: defineOperation({
    method: 'POST',
    path: `${path}/check_stock`,
    tag,
    access: 'public',
    body: CheckStockBody,
    ok: { status: 200, schema: itemsOf(StockRow) },
    summary: 'Check stock for a set of items',
    description: 'One row per asked item, in order. `available`: the variant exists and its stock (null: unlimited) covers the quantity. An unknown variant has stock 0.',
  }),
};

export const optionsOfProduct = {
  list: defineOperation({
    method: 'GET',
    path: '/api/v1/options/{postUid}',
    tag,
    access: 'public',
    params: z.object({ postUid: z.string().describe('uid of a product post') }),
    ok: { status: 200, schema: itemsOf(OptionView) },
    summary: 'Options of a product',
    description:
      "From its variants' `options`: names in first-seen order (variants by position), each with its values in first-seen order. Within one variant, names come in the order the database keeps them (shorter first, then alphabetical), not as sent.",
  }),
};

export const attributesOfVariant = {
  list: defineOperation({
    method: 'GET',
    path: '/api/v1/attributes/{variantId}',
    tag,
    access: 'public',
    params: z.object({ variantId: z.string().regex(/^\d+$/).describe('integer variant id') }),
    ok: { status: 200, schema: itemsOf(AttributeView) },
    summary: 'Attributes of a variant',
  }),
};

export const catalogueApi = [variantsCollection, variantItem, stockCheck, optionsOfProduct, attributesOfVariant];
