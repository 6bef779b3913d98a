import { z } from 'zod';

// Shared by carts, quotes, stock checks and checkout: what a client may say about what it buys. A
// price or total sent along is not part of it and is never read.
const CartItemInput = z.object({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(999),
});
export const ItemsInput = z.array(CartItemInput).max(100);
export type CartItemInputT = z.output<typeof CartItemInput>;

export const Currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code such as EUR')
  .transform((c) => c.toUpperCase());

export const DiscountCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((c) => c.toUpperCase());
