import type { z } from 'zod';
import type { CreateVariantBody, VariantView } from '@/lib/domains/shop/catalogue/schemas';
import type { CreateDiscountBody, DiscountView } from '@/lib/domains/shop/discounts/schemas';
import type { OrderDetailView, OrderView, UpdateOrderBody } from '@/lib/domains/shop/orders/schemas';
import type { SubscriptionView } from '@/lib/domains/shop/subscriptions/schemas';

// The commerce views and bodies as the domains' own schemas define them (types only: nothing of the
// server comes into the admin's bundle).
export type Variant = z.infer<typeof VariantView>;
export type BillingInterval = NonNullable<Variant['interval']>;
export type VariantInput = z.input<typeof CreateVariantBody>;

export type Discount = z.infer<typeof DiscountView>;
export type DiscountKind = Discount['kind'];
export type DiscountInput = z.input<typeof CreateDiscountBody>;

type Order = z.infer<typeof OrderView>;
export type OrderDetail = z.infer<typeof OrderDetailView>;
export type OrderStatus = Order['status'];
export type OrderFlag = Order['flags'][number];
export type OrderUpdate = z.input<typeof UpdateOrderBody>;

export type Subscription = z.infer<typeof SubscriptionView>;
export type SubscriptionStatus = Subscription['status'];
