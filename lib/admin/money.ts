// Money in the admin: the API speaks integers in the currency's minor unit (cents), people type and read
// decimals. How many decimals a currency has comes from Intl (EUR 2, JPY 0, BHD 3), not from a table of ours.

export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not a currency Intl knows (or not typed yet): the common case.
    return 2;
  }
}

// "12.5" EUR → 1250; "1000" JPY → 1000. Null when the text is not a plain non-negative amount or has
// more decimals than the currency allows. A comma is taken as the decimal mark when there is no dot
// ("12,50"). Done on the digits, not with floats, so 0.29 stays 29.
export function toMinor(text: string, currency: string): number | null {
  let s = text.trim().replace(/\s/g, '');
  if (!s.includes('.') && (s.match(/,/g) ?? []).length === 1) s = s.replace(',', '.');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s) ?? /^()\.(\d+)$/.exec(s);
  if (!m) return null;
  const digits = fractionDigits(currency);
  const whole = m[1] || '0';
  const frac = m[2] ?? '';
  if (frac.length > digits) return null;
  const minor = Number(whole + frac.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) && minor <= 2_147_483_647 ? minor : null;
}

// 1250 EUR → "12.50", 1000 JPY → "1000": what an input shows for a stored amount.
export function fromMinor(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

// 1250 EUR → "€12.50" (in the reader's locale when given). An unknown currency still shows its number.
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = fractionDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 10 ** digits);
  } catch {
    return `${fromMinor(minor, currency)} ${currency}`.trim();
  }
}
