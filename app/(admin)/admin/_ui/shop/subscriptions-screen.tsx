'use client';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '@/lib/admin/money';
import { intervalText, statusLabel, SUBSCRIPTION_STATUSES } from '@/lib/admin/order-status';
import { useAdminSite } from '@/lib/admin/site-context';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import { useCancelSubscription, useSubscriptions, type Subscription } from '@/lib/admin/subscriptions';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable, type Column } from '../list-table';
import { EmptyState } from '../states';
import { StatusBadge } from './order-badges';

// Cancelling a buyer's subscription is a site admin's call (the API: the buyer or role 5+).
const CANCEL_ROLE = 5;
const STATUS_FILTERS = [{ value: '', label: 'Any status' }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))];

export function SubscriptionsScreen() {
  const site = useAdminSite();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const subscriptions = useSubscriptions(page, status || undefined);
  const cancel = useCancelSubscription();
  const canCancel = site.role >= CANCEL_ROLE;
  const columns: Column<Subscription>[] = [
    { label: 'Subscription', cell: (s) => <Text size="sm">{s.title}</Text>, note: (s) => s.orderUid && `from order ${orderNumber(s.orderUid)}` },
    {
      label: 'Email',
      maw: 240,
      cell: (s) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {s.email}
        </Text>
      ),
    },
    {
      label: 'Price',
      cell: (s) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(s.price, s.currency)} {intervalText(s.interval, s.intervalCount)}
        </Text>
      ),
    },
    { label: 'Status', cell: (s) => <StatusBadge status={s.status} />, note: (s) => s.cancelledAt && `cancelled ${new Date(s.cancelledAt).toLocaleDateString()}` },
    {
      label: 'Current period ends',
      cell: (s) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {new Date(s.currentPeriodEnd).toLocaleDateString()}
        </Text>
      ),
    },
  ];
  if (canCancel) {
    columns.push({
      label: 'Actions',
      actions: true,
      cell: (s) =>
        s.status === 'active' || s.status === 'past_due' ? (
          <ConfirmButton
            label={`Cancel subscription ${s.title} of ${s.email}`}
            confirm="Cancel subscription"
            question={`${s.email} is not charged again; the subscription ends on ${new Date(s.currentPeriodEnd).toLocaleDateString()}, the end of the paid period.`}
            loading={cancel.isPending && cancel.variables === s.uid}
            onConfirm={() => cancel.mutate(s.uid, { onSuccess: () => notifyDone('Subscription cancelled'), onError: (err) => notifyFailed(err, 'The subscription was not cancelled') })}
          >
            Cancel
          </ConfirmButton>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    });
  }
  return (
    <Stack>
      <PageHeader title="Subscriptions" />
      <Select label="Status" data={STATUS_FILTERS} value={status} onChange={(v) => (setStatus(v ?? ''), setPage(1))} allowDeselect={false} maw={240} />
      <ListTable
        query={subscriptions}
        loading="Loading subscriptions…"
        empty=<EmptyState title={status ? 'No subscriptions with this status' : 'No subscriptions yet'}>
          {status ? 'Choose another status.' : 'A paid variant with a billing interval starts one.'}
        </EmptyState>
        minWidth={760}
        rowKey={(s) => s.uid}
        columns={columns}
        noun="subscriptions"
        onPage={setPage}
      />
    </Stack>
  );
}
