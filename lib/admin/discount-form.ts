import { Currency, DiscountCode } from '@/lib/domains/shop/commerce/schemas';
import type { Discount, DiscountInput, DiscountKind } from './commerce-views';
import { fromMinor, toMinor } from './money';

// The discount form as typed: text fields, dates as <input type="datetime-local"> values (local time).
export interface DiscountForm {
  code: string;
  kind: DiscountKind;
  value: string;
  currency: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  active: boolean;
}
export type DiscountErrors = Partial<Record<keyof DiscountForm, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function discountToForm(d?: Discount): DiscountForm {
  // Amounts of a percent code (its minimum subtotal) have no stored currency: read with two decimals.
  const currency = d?.currency ?? '';
  return {
    code: d?.code ?? '',
    kind: d?.kind ?? 'percent',
    value: d ? (d.kind === 'amount' ? fromMinor(d.value, currency || 'EUR') : String(d.value)) : '',
    currency: currency || (d ? '' : 'EUR'),
    minSubtotal: d && d.minSubtotal ? fromMinor(d.minSubtotal, currency || 'EUR') : '',
    startsAt: toLocalInput(d?.startsAt ?? null),
    endsAt: toLocalInput(d?.endsAt ?? null),
    usageLimit: d?.usageLimit ? String(d.usageLimit) : '',
    oncePerCustomer: d?.oncePerCustomer ?? false,
    active: d?.active ?? true,
  };
}

const whole = (s: string, min: number, max: number): number | null => (/^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max ? Number(s) : null);

// The form as the API's body (money in minor units, dates as instants), or errors by field. A percent
// code has no currency (the API refuses one): it fits every currency, and its minimum is read with the
// currency typed, which is not saved.
export function readDiscountForm(form: DiscountForm): { body: DiscountInput } | { errors: DiscountErrors } {
  const errors: DiscountErrors = {};
  const code = DiscountCode.safeParse(form.code);
  if (!code.success) errors.code = form.code.trim() ? code.error.issues[0]?.message : 'required';
  let currency: string | null = null;
  if (form.currency.trim() || form.kind === 'amount') {
    const c = Currency.safeParse(form.currency.trim());
    if (c.success) currency = c.data;
    else errors.currency = form.currency.trim() ? c.error.issues[0]?.message : 'required for an amount code';
  }
  const money = currency ?? 'EUR';
  let value: number | null;
  if (form.kind === 'percent') {
    value = whole(form.value, 1, 100);
    if (value === null) errors.value = 'a whole percentage from 1 to 100';
  } else {
    value = toMinor(form.value, money);
    if (value === null || value < 1) errors.value = `an amount such as ${fromMinor(500, money)}`;
  }
  const minSubtotal = form.minSubtotal.trim() ? toMinor(form.minSubtotal, money) : 0;
  if (minSubtotal === null) errors.minSubtotal = `an amount such as ${fromMinor(2000, money)}, or empty for none`;
  const date = (key: 'startsAt' | 'endsAt'): string | null => {
    if (!form[key]) return null;
    const d = new Date(form[key]);
    if (Number.isNaN(d.getTime())) errors[key] = 'a date and time';
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  };
  const startsAt = date('startsAt');
  const endsAt = date('endsAt');
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'after the start';
  const usageLimit = form.usageLimit.trim() ? whole(form.usageLimit, 1, 2_147_483_647) : null;
  if (form.usageLimit.trim() && usageLimit === null) errors.usageLimit = 'a whole number of 1 or more, or empty for no limit';
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      code: code.data!,
      kind: form.kind,
      value: value!,
      currency: form.kind === 'amount' ? currency : null,
      minSubtotal: minSubtotal!,
      startsAt,
      endsAt,
      usageLimit,
      oncePerCustomer: form.oncePerCustomer,
      active: form.active,
    },
  };
}
