import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
const ORDER_FLAGS = ['oversold', 'discount_unavailable'] as const;
// What a member may set by hand: never back to pending, and `paid` only through the payment provider.
const SETTABLE_STATUSES = ['fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

export const Address = z.record(z.string().max(60), z.string().max(500)).refine((a) => Object.keys(a).length <= 20, 'at most 20 address fields');

const optionalFilter = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('').transform(() => undefined)]).optional();

export const OrderQuery = PageQuery.extend({
  status: optionalFilter(z.enum(ORDER_STATUSES)).describe('only orders in this status'),
  flag: optionalFilter(z.enum(ORDER_FLAGS)).describe('only orders carrying this flag'),
  paid: optionalFilter(z.enum(['true', 'false'])).describe(
    'true: sales, the orders that were paid (whatever their status since); false: checkouts never paid (pending: open or abandoned, or cancelled before payment). Left out: all',
  ),
  q: z.string().trim().max(200).optional().describe('an email (exact, any case) or the start of an order uid'),
});
export type OrderQuery = z.output<typeof OrderQuery>;

export const MineQuery = PageQuery;

export const OrderReadQuery = z.object({ token: z.string().max(200).optional().describe('the order access token of the checkout and confirmation URLs') });

export const UpdateOrderBody = z.strictObject({
  status: z.enum(SETTABLE_STATUSES).optional().describe('not `pending`; `paid` is set by the payment provider only'),
  address: Address.nullable().optional(),
  tracking: z.string().trim().max(200).nullable().optional(),
  note: z.string().trim().max(2000).optional().describe('kept in the order history with this change'),
});

const Line = z.object({
  variantId: z.number().int(),
  postUid: z.string(),
  sku: z.string(),
  title: z.string(),
  productTitle: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  interval: z.enum(['day', 'week', 'month', 'year']).nullable(),
  intervalCount: z.number().int(),
});

export const OrderView = z.object({
  uid: z.string(),
  status: z.enum(ORDER_STATUSES),
  flags: z.array(z.enum(ORDER_FLAGS)).describe('what the paid transaction could not honour: oversold (no stock was taken), discount_unavailable (the code was used up meanwhile)'),
  email: z.string(),
  buyerUid: z.string().nullable(),
  sellerUid: z.string().nullable().describe('the account that sold: the site owner when the order was placed'),
  address: z.record(z.string(), z.string()).nullable(),
  tracking: z.string().nullable(),
  currency: z.string(),
  items: z.array(Line),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int().describe('minor units'),
  discountCode: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customerName: z.string().nullable().optional().describe("in lists: the name given with the address, else the buyer account's name; null when neither"),
});

const OrderHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  actorUid: z.string().nullable(),
  actorName: z.string().nullable().optional().describe('to role 3+ only: the name of the member who made the change (null: the payment provider or the system, or an account without a name)'),
  at: z.string(),
});
export const OrderDetailView = OrderView.extend({ history: z.array(OrderHistoryEntry), subscriptions: z.array(z.string()).describe('uids of the subscriptions this order started') });

// How people name an order: `#` and the start of its uid (what the orders search takes as a number).
export const orderNumber = (uid: string): string => `#${uid.slice(0, 8)}`;
