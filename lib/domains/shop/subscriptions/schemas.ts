import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'ended'] as const;

export const SubscriptionQuery = PageQuery.extend({
  status: z
    .union([z.enum(SUBSCRIPTION_STATUSES), z.literal('').transform(() => undefined)])
    .optional()
    .describe('only subscriptions in this status'),
});

export const SubscriptionView = z.object({
  uid: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  email: z.string(),
  buyerUid: z.string().nullable(),
  variantId: z.number().int().nullable(),
  title: z.string(),
  price: z.number().int().describe('minor units per period'),
  currency: z.string(),
  interval: z.enum(['day', 'week', 'month', 'year']),
  intervalCount: z.number().int(),
  currentPeriodEnd: z.string().describe('what was paid for runs until then (kept on cancel)'),
  cancelledAt: z.string().nullable(),
  orderUid: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
