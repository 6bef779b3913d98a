import { z } from 'zod';
import { ItemsInput } from '@/lib/commerce/schemas';

// Only variant ids and quantities are read: a `price` or `total` sent along is dropped, the server
// prices every read itself.
export const CartItemsBody = z.object({ items: ItemsInput });
export const UserCartBody = z.object({
  items: ItemsInput.optional().describe("replaces the cart's items"),
  mergeSessionCart: z.string().max(100).optional().describe('a session cart id: its items are added (quantities summed, at most 999 a line), then it is emptied'),
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
  count: z.number().int().describe('sum of the quantities'),
  updatedAt: z.string().nullable(),
});
export type CartView = z.output<typeof CartView>;
