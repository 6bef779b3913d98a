// The commerce views as the API answers them (docs: the commerce contract of issue 14). Admin-side types:
// the domains' own zod views replace them once they exist.
import type { Pairs } from './pairs';

export type { Pairs };
export type BillingInterval = 'day' | 'week' | 'month' | 'year';

export interface Variant {
  id: number;
  postUid: string;
  sku: string;
  title: string;
  price: number;
  currency: string;
  stock: number | null;
  options: Pairs;
  attributes: Pairs;
  interval: BillingInterval | null;
  intervalCount: number;
  position: number;
  sold: boolean;
  createdAt: string;
  updatedAt: string;
}

// What the variant form sends: POST takes all of it, PATCH only what changed.
export interface VariantInput {
  postUid: string;
  sku: string;
  title?: string;
  price: number;
  currency: string;
  stock?: number | null;
  options?: Pairs;
  interval?: BillingInterval | null;
  intervalCount?: number;
}

export type DiscountKind = 'percent' | 'amount';
export interface Discount {
  id: number;
  code: string;
  kind: DiscountKind;
  value: number;
  currency: string | null;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
export interface DiscountInput {
  code: string;
  kind: DiscountKind;
  value: number;
  currency?: string | null;
  minSubtotal?: number;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  oncePerCustomer?: boolean;
  active?: boolean;
}

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
export type OrderFlag = 'oversold' | 'discount_unavailable';
export interface OrderLine {
  variantId: number;
  postUid: string;
  sku: string;
  title: string;
  productTitle: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  interval: BillingInterval | null;
  intervalCount: number;
}
export interface Order {
  uid: string;
  status: OrderStatus;
  flags: OrderFlag[];
  email: string;
  buyerUid: string | null;
  address: Record<string, string> | null;
  tracking: string | null;
  currency: string;
  items: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  discountCode: string | null;
  provider: 'stripe' | 'test';
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface OrderHistoryEntry {
  status: OrderStatus;
  note: string | null;
  actorUid: string | null;
  at: string;
}
export type OrderDetail = Order & { history: OrderHistoryEntry[]; subscriptions: string[] };
export interface OrderUpdate {
  status?: OrderStatus;
  tracking?: string | null;
  note?: string;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'ended';
export interface Subscription {
  uid: string;
  status: SubscriptionStatus;
  email: string;
  buyerUid: string | null;
  variantId: number | null;
  title: string;
  price: number;
  currency: string;
  interval: BillingInterval;
  intervalCount: number;
  currentPeriodEnd: string;
  cancelledAt: string | null;
  orderUid: string | null;
  provider: string;
  createdAt: string;
  updatedAt: string;
}
