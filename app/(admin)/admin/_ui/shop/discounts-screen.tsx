'use client';
import { Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteDiscount, useDiscounts, type Discount } from '@/lib/admin/discounts';
import { formatMoney, fromMinor } from '@/lib/admin/money';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { PagedTable } from '../paged-table';
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
      <PagedTable
        query={discounts}
        loading="Loading discounts…"
        empty=<EmptyState title="No discount codes yet">Create one with “New discount”; buyers enter it at checkout.</EmptyState>
        minWidth={760}
        columns={['Code', 'Discount', 'Minimum', 'When', 'Used', 'State', 'Actions']}
        noun="discounts"
        onPage={setPage}
        row={(d) => (
          <Table.Tr key={d.id}>
            <Table.Td>
              <Code>{d.code}</Code>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {off(d)}
              </Text>
              {d.oncePerCustomer && (
                <Text size="xs" c="dimmed">
                  once per customer
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{d.minSubtotal ? amount(d.minSubtotal, d.currency) : '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{windowText(d)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {d.usedCount}
                {d.usageLimit !== null ? ` of ${d.usageLimit}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={d.active ? 'green' : 'gray'}>
                {d.active ? 'active' : 'inactive'}
              </Badge>
            </Table.Td>
            <Table.Td>
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
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Modal closeButtonProps={CLOSE} size="lg" opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit discount ${editing.code}` : 'New discount'}>
        {editing !== undefined && <DiscountForm discount={editing ?? undefined} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
