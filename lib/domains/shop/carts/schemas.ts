import { z } from 'zod';
import { DiscountCode, ItemsInput } from '@/lib/domains/shop/commerce/schemas';

// A cart left alone this long is gone: reads ignore it and the pruner deletes it. Here (browser-safe)
// because the API's declarations say it too.
export const CART_IDLE_DAYS = 30;

// Only variant ids and quantities are read: a `price` or `total` sent along is dropped, the server
// prices every read itself.
const KeptCode = DiscountCode.nullable()
  .optional()
  .describe(
    'a discount code kept with the cart: checked against the items now (422 with the reason when it does not apply), priced on every read and applied at checkout; used only when the order is paid. null removes it; left out keeps the one the cart has',
  );
export const CartItemsBody = z.object({ items: ItemsInput, discountCode: KeptCode });
export type CartItemsBody = z.output<typeof CartItemsBody>;
export const UserCartBody = z.object({
  items: ItemsInput.optional().describe("replaces the cart's items"),
  mergeSessionCart: z.string().max(100).optional().describe('a session cart id: its items are added (quantities summed, at most 999 a line), then it is emptied'),
  discountCode: KeptCode,
});

export const CartLineView = z.object({
  variantId: z.number().int(),
  quantity: z.number().int(),
  sku: z.string(),
  title: z.string(),
  productTitle: z.string(),
  postUid: z.string(),
  unitPrice: z.number().int().describe('minor units'),
  lineTotal: z.number().int(),
  stock: z.number().int().nullable().describe('null: unlimited'),
  available: z.boolean().describe('the stock covers the quantity (a cart may hold more; checkout refuses it)'),
});
export const CartView = z.object({
  id: z.string().nullable().describe('null: the signed-in caller has no cart yet'),
  items: z.array(CartLineView),
  currency: z.string().describe("'' when empty"),
  subtotal: z.number().int(),
  discountCode: z.string().nullable().describe('the discount code kept with the cart, or null'),
  discount: z.number().int().describe('what the kept code takes off now (0 when it does not apply: see discountReason)'),
  discountReason: z.string().nullable().describe('why the kept code takes nothing off now (the items changed, it expired or was used up), else null'),
  total: z.number().int().describe('subtotal minus discount'),
  count: z.number().int().describe('sum of the quantities'),
  updatedAt: z.string().nullable(),
});
export type CartView = z.output<typeof CartView>;
