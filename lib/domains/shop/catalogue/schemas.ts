import { z } from 'zod';
import { Currency, ItemsInput } from '@/lib/domains/shop/commerce/schemas';
import { PageQuery } from '@/lib/shared/pagination';

const MAX_INT = 2_147_483_647;
const Money = z.number().int().min(0).max(MAX_INT).describe('minor units of `currency` (2500 = 25.00)');
const Stock = z.number().int().min(0).max(MAX_INT).nullable().describe('units on hand; null is unlimited');
const PostUid = z.string().trim().min(1).max(64).describe('uid of a live post of type product');
// Optional, as Shopify's is (a one-size product's single variant often has none): empty or absent is
// no SKU, stored as ''. Set, it is unique per site.
const Sku = z.string().trim().max(100).describe('optional: empty or absent is none (stored and answered as ""); a non-empty sku is unique per site');

// Flat name → value maps ({size: "M"}); a number or boolean value is kept as its text.
const NameValues = z
  .record(z.string().trim().min(1).max(100), z.union([z.string().max(200), z.number(), z.boolean()]).transform(String))
  .refine((o) => Object.keys(o).length <= 30, 'at most 30 names');

const BILLING_INTERVALS = ['day', 'week', 'month', 'year'] as const;

const variantFields = {
  sku: Sku.optional(),
  title: z.string().trim().max(200).optional(),
  price: Money,
  currency: Currency,
  stock: Stock.optional(),
  options: NameValues.optional().describe('option values, such as {"size": "M"}: what a buyer picks'),
  attributes: NameValues.optional().describe('free attributes, such as {"color": "blue"}'),
  interval: z.enum(BILLING_INTERVALS).nullable().optional().describe('set: a paid checkout starts a subscription renewed every intervalCount intervals'),
  intervalCount: z.number().int().min(1).max(365).optional(),
  position: z.number().int().min(0).max(1_000_000).optional().describe("order among the product's variants"),
};

export const CreateVariantBody = z.strictObject({ postUid: PostUid, ...variantFields });
// Read first, alone: who may create depends on the product (its author may), and a caller who may
// not is refused 403 whatever the rest of the body holds.
export const VariantTarget = z.looseObject({ postUid: PostUid });
export const UpdateVariantBody = z
  .strictObject({ ...variantFields, price: Money.optional(), currency: Currency.optional() })
  .describe('partial: absent fields keep their values. A sold variant refuses a change of price, currency or sku (422).');

const VariantFilter = PageQuery.extend({
  q: z.string().trim().max(200).optional().describe('words found in the sku or title'),
  sku: z.string().trim().max(100).optional().describe('exact sku'),
  postUid: z.string().trim().max(64).optional().describe("only this product's variants"),
});
const OPTION_PREFIX = 'option.';
// `option.<name>=<value>` filters (any number up to 10) ride along the fixed ones: the declared query
// keeps unknown keys, and the handler reads the filters out of them.
export const VariantSearch = VariantFilter.loose();
export function optionFilters(q: z.output<typeof VariantSearch>) {
  const options: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    if (k.startsWith(OPTION_PREFIX) && typeof v === 'string' && k.length > OPTION_PREFIX.length && Object.keys(options).length < 10) options[k.slice(OPTION_PREFIX.length)] = v;
  }
  return { page: q.page, page_size: q.page_size, q: q.q || undefined, sku: q.sku || undefined, postUid: q.postUid || undefined, options };
}
export type VariantQuery = ReturnType<typeof optionFilters>;

export const CheckStockBody = z.object({ items: ItemsInput });

export const VariantView = z.object({
  id: z.number().int(),
  postUid: z.string(),
  sku: z.string().describe('"" when the variant has none'),
  title: z.string(),
  price: z.number().int(),
  currency: z.string(),
  stock: z.number().int().nullable(),
  options: z.record(z.string(), z.string()),
  attributes: z.record(z.string(), z.string()),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  intervalCount: z.number().int(),
  position: z.number().int(),
  sold: z.boolean().describe('a paid order held it: price, currency, sku and deletion are frozen'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VariantView = z.output<typeof VariantView>;

export const OptionView = z.object({ name: z.string(), values: z.array(z.string()) });
export const AttributeView = z.object({ name: z.string(), value: z.string() });
export const StockRow = z.object({
  variantId: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int().nullable().describe('null: unlimited; 0 for an unknown variant'),
  available: z.boolean(),
});
