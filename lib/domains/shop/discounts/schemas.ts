import { z } from 'zod';
import { IsoDate } from '@/lib/shared/content/fields';
import { Currency, DiscountCode, ItemsInput } from '@/lib/domains/shop/commerce/schemas';
import { PageQuery } from '@/lib/shared/pagination';

const MAX_INT = 2_147_483_647;
const DISCOUNT_KINDS = ['percent', 'amount'] as const;

const fields = {
  code: DiscountCode.describe('matched without regard to case; stored upper case'),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int().min(1).max(MAX_INT).describe('percent: 1..100; amount: minor units'),
  currency: Currency.nullable().optional().describe('amount codes: the only currency they apply to (none: any)'),
  minSubtotal: z.number().int().min(0).max(MAX_INT).optional().describe('minor units'),
  startsAt: IsoDate.nullable().optional(),
  endsAt: IsoDate.nullable().optional().describe('after startsAt'),
  usageLimit: z.number().int().min(1).max(MAX_INT).nullable().optional().describe('paid uses allowed in all; none: unlimited'),
  oncePerCustomer: z.boolean().optional(),
  active: z.boolean().optional(),
};

export const CreateDiscountBody = z.strictObject(fields);
export const UpdateDiscountBody = z.strictObject(fields).partial().describe('partial: absent fields keep their values');
export type DiscountChanges = z.output<typeof UpdateDiscountBody>;

export const DiscountQuery = PageQuery;

// Extra fields (a price, a total) are dropped: the quote prices the items itself.
export const QuoteBody = z.object({ code: DiscountCode, items: ItemsInput });

export const DiscountView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  currency: z.string().nullable(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  oncePerCustomer: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountView = z.output<typeof DiscountView>;

export const QuoteView = z.object({
  code: z.string(),
  valid: z.boolean(),
  reason: z.string().optional().describe('why the code does not apply (when not valid)'),
  currency: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type QuoteView = z.output<typeof QuoteView>;
