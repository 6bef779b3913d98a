import type { BillingInterval, OrderFlag, OrderStatus, OrderUpdate, SubscriptionStatus } from './commerce-views';

export type SettableStatus = NonNullable<OrderUpdate['status']>;

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'];
// What a person may set: `pending` is where an order starts and `paid` is said only by the payment provider.
export const SETTABLE_ORDER_STATUSES: SettableStatus[] = ['fulfilled', 'shipped', 'delivered', 'cancelled', 'refunded'];
export const ORDER_FLAGS: OrderFlag[] = ['oversold', 'discount_unavailable'];
export const SUBSCRIPTION_STATUSES: SubscriptionStatus[] = ['active', 'past_due', 'cancelled', 'ended'];
// A filter's text (a Select's value) as one of the allowed values, else undefined: the typed list query
// takes no other.
export const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): T | undefined => allowed.find((a) => a === value);

const COLORS: Record<string, string> = {
  pending: 'gray',
  paid: 'blue',
  fulfilled: 'teal',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'orange',
  active: 'green',
  past_due: 'yellow',
  ended: 'gray',
};
export const statusColor = (status: string): string => COLORS[status] ?? 'violet';
export const statusLabel = (status: string): string => status.replace(/_/g, ' ');

// What the owner should do about a flag the paid transaction set.
const FLAG_TEXT: Record<OrderFlag, { label: string; explain: string }> = {
  oversold: { label: 'oversold', explain: 'oversold: stock ran out before this payment; refund or restock' },
  discount_unavailable: {
    label: 'discount unavailable',
    explain: 'discount unavailable: the code was used up or had ended when the payment arrived, but the buyer paid the discounted total; honour it or refund the difference',
  },
};
export const flagText = (flag: string) => FLAG_TEXT[flag as OrderFlag] ?? { label: statusLabel(flag), explain: statusLabel(flag) };

// "every month", "every 3 weeks"; null → one-off.
export function intervalText(interval: BillingInterval | null, count = 1): string {
  if (!interval) return 'one-off';
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}
