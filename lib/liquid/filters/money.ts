import { toValue } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { toNum } from '../core/values';
import { defineFilter } from '../declare';

// Amounts are integers in the currency's minor unit: 1999 EUR -> "€19.99".
// Formatters and their minor-unit scale, built once per currency (both are costly to make).
const formats = new Map<string, { format: (n: number) => string; scale: number }>();
function formatter(currency: string) {
  let f = formats.get(currency);
  if (!f) {
    let nf: Intl.NumberFormat;
    try {
      nf = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      nf = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    }
    f = { format: nf.format.bind(nf), scale: 10 ** (nf.resolvedOptions().maximumFractionDigits ?? 2) };
    formats.set(currency, f);
  }
  return f;
}

// The currency: the filter's argument, else the site's `currency` setting, else USD.
export function currencyOf(ctx: FilterThis['context'], arg: unknown): string {
  const given = toValue(arg);
  if (typeof given === 'string' && /^[A-Za-z]{3}$/.test(given)) return given.toUpperCase();
  const site = ctx.getSync(['site']) as { settings?: { currency?: unknown } } | undefined;
  const setting = site?.settings?.currency;
  return typeof setting === 'string' && /^[A-Za-z]{3}$/.test(setting) ? setting.toUpperCase() : 'USD';
}

export function formatMinor(amount: unknown, currency: string): string {
  const f = formatter(currency);
  return f.format(toNum(amount) / f.scale);
}

function money(this: FilterThis, input: unknown, currency?: unknown): string {
  return formatMinor(input, currencyOf(this.context, currency));
}

export default defineFilter({
  name: 'money',
  arity: 'unchecked',
  doc: {
    syntax: 'cents | money: "EUR"',
    summary:
      'Formats an amount in minor units (cents) as money without the currency code: `{{ 2500 | money: "EUR" }}` is €25.00; without a currency, the site setting `currency`, else USD. Use it on product.price, variant.price and the cart\'s amounts.',
  },
  impl: money,
});
