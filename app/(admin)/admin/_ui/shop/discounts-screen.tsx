'use client';
import { Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteDiscount, useDiscounts, type Discount } from '@/lib/admin/discounts';
import { formatMoney, fromMinor } from '@/lib/admin/money';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { DiscountForm } from './discount-form';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : null);
// A percent code's minimum has no stored currency: shown as a plain amount in the buyer's currency.
const amount = (minor: number, currency: string | null) => (currency ? formatMoney(minor, currency) : fromMinor(minor, 'EUR'));
const off = (d: Discount) => (d.kind === 'percent' ? `${d.value} % off` : `${amount(d.value, d.currency)} off`);
function windowText(d: Discount): string {
  const from = day(d.startsAt);
  const to = day(d.endsAt);
  return from && to ? `${from} – ${to}` : from ? `from ${from}` : to ? `until ${to}` : 'always';
}

export function DiscountsScreen() {
  const [page, setPage] = useState(1);
  const discounts = useDiscounts(page);
  const remove = useDeleteDiscount();
  const [editing, setEditing] = useState<Discount | null | undefined>(undefined);
  return (
    <Stack>
      <PageHeader title="Discounts">
        <Button onClick={() => setEditing(null)}>New discount</Button>
      </PageHeader>
      <ListTable
        query={discounts}
        loading="Loading discounts…"
        empty=<EmptyState title="No discount codes yet">Create one with “New discount”; buyers enter it at checkout.</EmptyState>
        minWidth={760}
        rowKey={(d) => d.id}
        columns={[
          { label: 'Code', cell: (d) => <Code>{d.code}</Code> },
          {
            label: 'Discount',
            cell: (d) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {off(d)}
              </Text>
            ),
            note: (d) => d.oncePerCustomer && 'once per customer',
          },
          { label: 'Minimum', cell: (d) => <Text size="sm">{d.minSubtotal ? amount(d.minSubtotal, d.currency) : '—'}</Text> },
          { label: 'When', cell: (d) => <Text size="sm">{windowText(d)}</Text> },
          {
            label: 'Used',
            cell: (d) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {d.usedCount}
                {d.usageLimit !== null ? ` of ${d.usageLimit}` : ''}
              </Text>
            ),
          },
          {
            label: 'State',
            cell: (d) => (
              <Badge variant="light" color={d.active ? 'green' : 'gray'}>
                {d.active ? 'active' : 'inactive'}
              </Badge>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (d) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" aria-label={`Edit discount ${d.code}`} onClick={() => setEditing(d)}>
                  Edit
                </Button>
                <ConfirmButton
                  label={`Delete discount ${d.code}`}
                  question={
                    <>
                      Buyers can no longer use <Code>{d.code}</Code>; orders that used it keep their discount.
                    </>
                  }
                  onConfirm={() => remove.mutate(d.id, { onSuccess: () => notifyDone(`Discount ${d.code} deleted`), onError: (err) => notifyFailed(err, 'The discount was not deleted') })}
                />
              </Group>
            ),
          },
        ]}
        noun="discounts"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} size="lg" opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit discount ${editing.code}` : 'New discount'}>
        {editing !== undefined && <DiscountForm discount={editing ?? undefined} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
