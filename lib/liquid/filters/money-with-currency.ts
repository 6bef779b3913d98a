import type { FilterThis } from '../core/filter-args';
import { currencyOf, formatMinor } from './money';
import { defineFilter } from '../declare';

// 1999 EUR -> "€19.99 EUR".
function moneyWithCurrency(this: FilterThis, input: unknown, currency?: unknown): string {
  const code = currencyOf(this.context, currency);
  return `${formatMinor(input, code)} ${code}`;
}

export default defineFilter({
  name: 'money_with_currency',
  arity: 'unchecked',
  doc: { syntax: 'cents | money_with_currency', summary: 'Formats an amount in cents as money with the currency code.' },
  impl: moneyWithCurrency,
});
