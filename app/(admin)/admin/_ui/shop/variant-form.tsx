'use client';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Currency } from '@/lib/domains/shop/commerce/schemas';
import { errorText } from '@/lib/admin/api';
import type { BillingInterval } from '@/lib/admin/commerce-views';
import { fromMinor, toMinor } from '@/lib/admin/money';
import { formatPairs, parsePairs } from '@/lib/admin/pairs';
import { useSaveVariant, variantName, type Variant, type VariantInput } from '@/lib/admin/products';
import { notifyDone } from '../notify';

const INTERVALS = [
  { value: 'none', label: 'None (one-off purchase)' },
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

interface Form {
  sku: string;
  title: string;
  price: string;
  currency: string;
  stock: string;
  unlimited: boolean;
  options: string;
  interval: string;
  intervalCount: string;
}
type Errors = Partial<Record<keyof Form, string>>;

const toForm = (v: Variant | undefined, currency: string): Form => ({
  sku: v?.sku ?? '',
  title: v?.title ?? '',
  price: v ? fromMinor(v.price, v.currency) : '',
  currency: v?.currency ?? currency,
  stock: v?.stock === null || v?.stock === undefined ? '' : String(v.stock),
  unlimited: v ? v.stock === null : false,
  options: formatPairs(v?.options),
  interval: v?.interval ?? 'none',
  intervalCount: String(v?.intervalCount ?? 1),
});

const wholeNumber = (s: string, min: number): number | null => (/^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= 2_147_483_647 ? Number(s) : null);

// The form's values as the API's body, or the errors to show beside the fields.
function read(form: Form, postUid: string): { body: VariantInput } | { errors: Errors } {
  const errors: Errors = {};
  const currency = Currency.safeParse(form.currency.trim());
  if (!currency.success) errors.currency = currency.error.issues[0]?.message;
  const cur = currency.success ? currency.data : 'EUR';
  const price = toMinor(form.price, cur);
  if (price === null) errors.price = form.price.trim() ? `an amount such as ${fromMinor(1250, cur)}, with at most the currency’s decimals` : 'required';
  const stock = form.unlimited ? null : wholeNumber(form.stock, 0);
  if (!form.unlimited && stock === null) errors.stock = 'a whole number of 0 or more, or tick “Unlimited”';
  const options = parsePairs(form.options);
  if (!options.ok) errors.options = options.error;
  const interval = form.interval === 'none' ? null : (form.interval as BillingInterval);
  const intervalCount = interval ? wholeNumber(form.intervalCount, 1) : 1;
  if (intervalCount === null) errors.intervalCount = 'a whole number of 1 or more';
  // Optional, as Shopify's is: a one-size product's single variant may have none.
  const sku = form.sku.trim();
  if (Object.keys(errors).length) return { errors };
  return {
    body: { postUid, sku, title: form.title.trim(), price: price!, currency: cur, stock, options: options.ok ? options.value : {}, interval, intervalCount: intervalCount! },
  };
}

// An edit sends only what changed: a sold variant refuses a changed price, currency or SKU, and must
// not be refused for fields the person left alone.
function changes(v: Variant, body: VariantInput): Partial<VariantInput> {
  const out: Partial<VariantInput> = {};
  if (body.sku !== v.sku) out.sku = body.sku;
  if (body.title !== v.title) out.title = body.title;
  if (body.price !== v.price) out.price = body.price;
  if (body.currency !== v.currency) out.currency = body.currency;
  if (body.stock !== v.stock) out.stock = body.stock;
  if (JSON.stringify(body.options) !== JSON.stringify(v.options)) out.options = body.options;
  if (body.interval !== v.interval) out.interval = body.interval;
  if (body.intervalCount !== v.intervalCount) out.intervalCount = body.intervalCount;
  return out;
}

export function VariantForm({ postUid, variant, currency, onDone }: { postUid: string; variant?: Variant; currency: string; onDone: () => void }) {
  const save = useSaveVariant();
  const [form, setForm] = useState<Form>(() => toForm(variant, currency));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = read(form, postUid);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    const vars = variant ? { id: variant.id, body: changes(variant, result.body) } : { body: result.body };
    if (vars.id !== undefined && Object.keys(vars.body).length === 0) return onDone();
    save.mutate(vars, { onSuccess: (v) => (notifyDone(variant ? `Variant ${variantName(v)} saved` : `Variant ${variantName(v)} added`), onDone()) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={variant ? `Edit variant ${variantName(variant)}` : 'New variant'}>
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {errorText(save.error)}
          </Alert>
        )}
        {variant?.sold && (
          <Text size="sm" c="dimmed">
            This variant has been sold: its price, currency and SKU stay as they were on past orders.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="SKU" description="Optional; unique in the site when set" data-autofocus value={form.sku} error={errors.sku} onChange={(e) => set('sku', e.currentTarget.value)} />
          <TextInput label="Variant title" description="Such as “250 g, whole bean”" value={form.title} onChange={(e) => set('title', e.currentTarget.value)} />
          <TextInput
            label="Price"
            required
            inputMode="decimal"
            description="In the currency, such as 12.50"
            value={form.price}
            error={errors.price}
            onChange={(e) => set('price', e.currentTarget.value)}
          />
          <TextInput
            label="Currency"
            required
            description="ISO code such as EUR"
            maxLength={3}
            value={form.currency}
            error={errors.currency}
            onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Stock"
            inputMode="numeric"
            disabled={form.unlimited}
            value={form.unlimited ? '' : form.stock}
            placeholder={form.unlimited ? 'unlimited' : undefined}
            error={errors.stock}
            onChange={(e) => set('stock', e.currentTarget.value)}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Checkbox label="Unlimited stock" checked={form.unlimited} onChange={(e) => set('unlimited', e.currentTarget.checked)} mb={errors.stock ? 28 : 8} />
        </Group>
        <Textarea
          label="Options"
          description="One name=value per line, such as size=M"
          autosize
          minRows={2}
          value={form.options}
          error={errors.options}
          onChange={(e) => set('options', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Billing interval"
            description="Set: buying it starts a subscription"
            data={INTERVALS}
            value={form.interval}
            onChange={(v) => set('interval', v ?? 'none')}
            allowDeselect={false}
          />
          {form.interval !== 'none' && (
            <TextInput label="Every how many intervals" inputMode="numeric" value={form.intervalCount} error={errors.intervalCount} onChange={(e) => set('intervalCount', e.currentTarget.value)} />
          )}
        </SimpleGrid>
        <Button type="submit" loading={save.isPending}>
          {variant ? 'Save variant' : 'Add variant'}
        </Button>
      </Stack>
    </form>
  );
}
