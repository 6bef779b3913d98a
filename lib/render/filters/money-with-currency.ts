import { toValue } from 'liquidjs';
import { formatCents } from './money';

// 1999 -> "$19.99 USD"; the currency code may be given ("EUR").
export default function moneyWithCurrency(input: unknown, currency?: unknown): string {
  const code = toValue(currency);
  return `$${formatCents(input)} ${typeof code === 'string' && code ? code.toUpperCase() : 'USD'}`;
}
