import type { FilterThis } from '../core/filter-args';
import { currencyOf, formatMinor } from './money';
import type { NameDoc } from '../name-doc';

// 1999 EUR -> "€19.99 EUR".
export default function moneyWithCurrency(this: FilterThis, input: unknown, currency?: unknown): string {
  const code = currencyOf(this.context, currency);
  return `${formatMinor(input, code)} ${code}`;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'cents | money_with_currency', summary: 'Formats an amount in cents as money with the currency code.' };
