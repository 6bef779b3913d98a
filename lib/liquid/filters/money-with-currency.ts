import type { FilterThis } from '../core/filter-args';
import { currencyOf, formatMinor } from './money';

// 1999 EUR -> "€19.99 EUR".
export default function moneyWithCurrency(this: FilterThis, input: unknown, currency?: unknown): string {
  const code = currencyOf(this.context, currency);
  return `${formatMinor(input, code)} ${code}`;
}
