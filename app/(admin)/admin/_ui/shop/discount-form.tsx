'use client';
import { Alert, Button, Checkbox, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { discountToForm, readDiscountForm, type DiscountErrors, type DiscountForm as Form } from '@/lib/admin/discount-form';
import { fieldErrors } from '@/lib/admin/field-errors';
import { useSaveDiscount, type Discount } from '@/lib/admin/discounts';
import { notifyDone } from '../notify';

// The form's fields, named as the API's body names them.
const FIELDS = ['code', 'kind', 'value', 'currency', 'minSubtotal', 'startsAt', 'endsAt', 'usageLimit', 'oncePerCustomer', 'active'] as const satisfies readonly (keyof Form)[];

export function DiscountForm({ discount, onDone }: { discount?: Discount; onDone: () => void }) {
  const save = useSaveDiscount();
  const [form, setForm] = useState<Form>(() => discountToForm(discount));
  const [errors, setErrors] = useState<DiscountErrors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const percent = form.kind === 'percent';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = readDiscountForm(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { id: discount?.id, body: result.body },
      {
        onSuccess: (d) => (notifyDone(discount ? `Discount ${d.code} saved` : `Discount ${d.code} created`), onDone()),
        // A code already taken, an end before the start: the server's refusal marks its field too.
        onError: (err) => setErrors(fieldErrors(err, FIELDS)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={discount ? `Edit discount ${discount.code}` : 'New discount'}>
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput
          label="Code"
          required
          data-autofocus
          description="What buyers type; matched without regard to case"
          value={form.code}
          error={errors.code}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="discount-kind">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="discount-kind"
            data={[
              { value: 'percent', label: 'Percent off' },
              { value: 'amount', label: 'Amount off' },
            ]}
            value={form.kind}
            onChange={(v) => set('kind', v)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={percent ? 'Percent' : 'Amount'}
            required
            inputMode="decimal"
            description={percent ? 'From 1 to 100' : 'In the currency, such as 5.00'}
            value={form.value}
            error={errors.value}
            onChange={(e) => set('value', e.currentTarget.value)}
          />
          <TextInput
            label="Currency"
            required={!percent}
            maxLength={3}
            description={percent ? 'Only to read the minimum below; a percent code fits every currency' : 'The code applies to this currency only'}
            value={form.currency}
            error={errors.currency}
            onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="Minimum subtotal"
            inputMode="decimal"
            description="Empty: no minimum"
            value={form.minSubtotal}
            error={errors.minSubtotal}
            onChange={(e) => set('minSubtotal', e.currentTarget.value)}
          />
          <TextInput
            label="Usage limit"
            inputMode="numeric"
            description="Paid uses in all; empty: no limit"
            value={form.usageLimit}
            error={errors.usageLimit}
            onChange={(e) => set('usageLimit', e.currentTarget.value)}
          />
          <TextInput label="Starts" type="datetime-local" description="Empty: at once" value={form.startsAt} error={errors.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} />
          <TextInput label="Ends" type="datetime-local" description="Empty: never" value={form.endsAt} error={errors.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} />
        </SimpleGrid>
        <Checkbox label="Once per customer" description="A buyer (account or email) may use it once" checked={form.oncePerCustomer} onChange={(e) => set('oncePerCustomer', e.currentTarget.checked)} />
        <Switch label="Active" checked={form.active} onChange={(e) => set('active', e.currentTarget.checked)} />
        {discount && (
          <Text size="sm" c="dimmed">
            Used {discount.usedCount} time{discount.usedCount === 1 ? '' : 's'}.
          </Text>
        )}
        <Button type="submit" loading={save.isPending}>
          {discount ? 'Save discount' : 'Create discount'}
        </Button>
      </Stack>
    </form>
  );
}
