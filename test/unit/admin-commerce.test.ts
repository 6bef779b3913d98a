import { describe, expect, it } from 'vitest';
import { formatMoney, fractionDigits, fromMinor, toMinor } from '@/lib/admin/money';
import { formatPairs, parsePairs } from '@/lib/admin/pairs';

describe('admin money', () => {
  it('takes the decimals from Intl', () => {
    expect(fractionDigits('EUR')).toBe(2);
    expect(fractionDigits('usd')).toBe(2);
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('BHD')).toBe(3);
    expect(fractionDigits('??')).toBe(2);
  });

  it.each([
    ['12.50', 'EUR', 1250],
    ['12.5', 'EUR', 1250],
    ['12', 'EUR', 1200],
    ['0.29', 'EUR', 29],
    ['.5', 'EUR', 50],
    ['12,50', 'EUR', 1250],
    [' 1 000 ', 'JPY', 1000],
    ['1.234', 'BHD', 1234],
    ['0', 'EUR', 0],
  ])('%s %s → %s minor units', (text, currency, minor) => {
    expect(toMinor(text, currency)).toBe(minor);
  });

  it.each([
    ['12.345', 'EUR'],
    ['1.5', 'JPY'],
    ['-1', 'EUR'],
    ['abc', 'EUR'],
    ['', 'EUR'],
    ['1,000.00', 'EUR'],
    ['99999999999', 'EUR'],
  ])('refuses %s %s', (text, currency) => {
    expect(toMinor(text, currency)).toBeNull();
  });

  it('shows minor units as the input does', () => {
    expect(fromMinor(1250, 'EUR')).toBe('12.50');
    expect(fromMinor(5, 'EUR')).toBe('0.05');
    expect(fromMinor(1000, 'JPY')).toBe('1000');
    expect(fromMinor(1234, 'BHD')).toBe('1.234');
    expect(toMinor(fromMinor(987654, 'EUR'), 'EUR')).toBe(987654);
  });

  it('formats with the currency', () => {
    expect(formatMoney(2500, 'EUR', 'en-GB')).toBe('€25.00');
    expect(formatMoney(1000, 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatMoney(1250, 'XYZ1', 'en')).toBe('12.50 XYZ1');
  });
});

describe('admin option pairs', () => {
  it('reads name=value lines and commas', () => {
    expect(parsePairs('size=M\ncolor = blue, fit=slim')).toEqual({ ok: true, value: { size: 'M', color: 'blue', fit: 'slim' } });
    expect(parsePairs('  ')).toEqual({ ok: true, value: {} });
  });
  it('refuses what is not a pair, and a name twice', () => {
    expect(parsePairs('size')).toMatchObject({ ok: false });
    expect(parsePairs('=M')).toMatchObject({ ok: false });
    expect(parsePairs('size=M\nsize=L')).toMatchObject({ ok: false, error: '“size” is given twice' });
  });
  it('writes pairs back as lines', () => {
    expect(formatPairs({ size: 'M', color: 'blue' })).toBe('size=M\ncolor=blue');
    expect(formatPairs(null)).toBe('');
  });
});

describe('admin order words', async () => {
  const { flagText, intervalText, SETTABLE_ORDER_STATUSES } = await import('@/lib/admin/order-status');
  it('explains flags, words intervals, never offers paid or pending', () => {
    expect(flagText('oversold').explain).toBe('oversold: stock ran out before this payment; refund or restock');
    expect(flagText('something_new').label).toBe('something new');
    expect(intervalText(null)).toBe('one-off');
    expect(intervalText('month')).toBe('every month');
    expect(intervalText('week', 2)).toBe('every 2 weeks');
    expect(SETTABLE_ORDER_STATUSES).not.toContain('paid');
    expect(SETTABLE_ORDER_STATUSES).not.toContain('pending');
  });
});

describe('admin navigation', async () => {
  const { navFor } = await import('@/lib/admin/roles');
  const shop = (role: number) =>
    navFor(role)
      .find((e) => e.group === 'Shop')
      ?.screens.map((s) => s.key);
  it('groups the shop screens by role', () => {
    expect(shop(1)).toBeUndefined();
    expect(shop(2)).toEqual(['products']);
    expect(shop(3)).toEqual(['products', 'orders', 'discounts', 'subscriptions']);
    expect(navFor(7).filter((e) => e.group === 'Shop')).toHaveLength(1);
    expect(
      navFor(7)
        .filter((e) => e.group === null)
        .map((e) => e.screens[0]!.key),
    ).toContain('settings');
  });
});

describe('admin discount form', async () => {
  const { discountToForm, readDiscountForm } = await import('@/lib/admin/discount-form');
  const blank = discountToForm();
  it('reads a percent code: no currency sent, minimum in minor units', () => {
    const r = readDiscountForm({ ...blank, code: ' summer10 ', value: '10', minSubtotal: '20' });
    expect(r).toEqual({
      body: { code: 'SUMMER10', kind: 'percent', value: 10, currency: null, minSubtotal: 2000, startsAt: null, endsAt: null, usageLimit: null, oncePerCustomer: false, active: true },
    });
  });
  it('reads an amount code in its currency', () => {
    const r = readDiscountForm({ ...blank, code: 'YEN', kind: 'amount', value: '500', currency: 'jpy', usageLimit: '3', startsAt: '2030-01-01T10:00', endsAt: '2030-02-01T10:00' });
    expect(r).toMatchObject({ body: { kind: 'amount', value: 500, currency: 'JPY', usageLimit: 3 } });
    expect('body' in r && r.body.startsAt).toBe(new Date('2030-01-01T10:00').toISOString());
  });
  it('names every wrong field', () => {
    const r = readDiscountForm({ ...blank, code: '', kind: 'amount', value: '1.234', currency: '', minSubtotal: 'x', usageLimit: '0', startsAt: '2030-02-01T10:00', endsAt: '2030-01-01T10:00' });
    expect('errors' in r && Object.keys(r.errors).sort()).toEqual(['code', 'currency', 'endsAt', 'minSubtotal', 'usageLimit', 'value']);
    expect(readDiscountForm({ ...blank, code: 'X', value: '101' })).toMatchObject({ errors: { value: 'a whole percentage from 1 to 100' } });
  });
  it('shows a stored amount code as typed', () => {
    const now = new Date().toISOString();
    const form = discountToForm({
      id: 1,
      code: 'FIVE',
      kind: 'amount',
      value: 500,
      currency: 'EUR',
      minSubtotal: 2500,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usedCount: 2,
      oncePerCustomer: true,
      active: false,
      createdAt: now,
      updatedAt: now,
    });
    expect(form).toMatchObject({ value: '5.00', minSubtotal: '25.00', currency: 'EUR', oncePerCustomer: true, active: false });
  });
});
