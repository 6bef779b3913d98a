import { toValue } from 'liquidjs';
import type { FilterThis } from '../liquid/filter-args';
import { toNum } from '../liquid/values';

// Amounts are integers in the currency's minor unit (CONTRACT 8): 1999 EUR -> "€19.99".
const formats = new Map<string, Intl.NumberFormat>();
function formatter(currency: string): Intl.NumberFormat {
  let f = formats.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      f = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    }
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
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(toNum(amount) / 10 ** digits);
}

export default function money(this: FilterThis, input: unknown, currency?: unknown): string {
  return formatMinor(input, currencyOf(this.context, currency));
}
