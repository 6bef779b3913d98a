import type { BillingInterval } from '@/db/schema';

// The end of `count` intervals after `from` (calendar months and years, in UTC).
export function addInterval(from: Date, interval: BillingInterval, count: number): Date {
  const d = new Date(from);
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d;
}
