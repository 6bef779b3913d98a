import { z } from 'zod';
import { DiscountCode, ItemsInput } from '@/lib/domains/shop/commerce/schemas';
import { Email } from '@/lib/domains/accounts/auth/schemas';
import { Address, OrderView } from '@/lib/domains/shop/orders/schemas';

// What a client may say at checkout. A price or total sent along is not part of it: the object is not
// strict on purpose (a storefront may post its whole cart), and unknown keys are dropped unread.
export const CheckoutBody = z
  .object({
    cartId: z.string().min(1).max(100).optional().describe("a cart id (session cart or the caller's own)"),
    items: ItemsInput.min(1).optional().describe('the lines, when not checking out a cart'),
    email: Email,
    address: Address.nullable().optional(),
    discountCode: DiscountCode.optional(),
  })
  .refine((b) => (b.cartId === undefined) !== (b.items === undefined), { message: 'send exactly one of cartId and items', path: ['cartId'] });
export type CheckoutBody = z.output<typeof CheckoutBody>;

export const CheckoutView = OrderView.extend({
  checkoutUrl: z.string().describe("where to send the buyer to pay: the provider's page (Stripe through /payments/stripe/:uid, or the built-in test page)"),
});

export const TokenQuery = z.object({ token: z.string().max(200).optional() });

// A provider event as far as the platform reads it; the rest is ignored.
export const ProviderEvent = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.output<typeof ProviderEvent>;
