import { toNum } from '../liquid/values';

// Amounts are in cents, as in Shopify: 1999 -> "$19.99".
const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(input: unknown): string {
  return usd.format(toNum(input) / 100);
}

export default function money(input: unknown): string {
  return '$' + formatCents(input);
}
