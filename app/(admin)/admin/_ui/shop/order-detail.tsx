'use client';
import { Alert, Anchor, Button, Card, Code, Group, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Timeline, Title } from '@mantine/core';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { formatMoney } from '@/lib/admin/money';
import { flagText, intervalText, SETTABLE_ORDER_STATUSES, statusLabel, type SettableStatus } from '@/lib/admin/order-status';
import { useOrder, useUpdateOrder, type OrderDetail as Order, type OrderUpdate } from '@/lib/admin/orders';
import { useAdminSite } from '@/lib/admin/site-context';
import { notifyDone } from '../notify';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import { PageHeader } from '../page-header';
import { ErrorState, Loading } from '../states';
import { FlagBadges, StatusBadge } from './order-badges';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function OrderDetail({ uid }: { uid: string }) {
  const site = useAdminSite();
  const order = useOrder(uid);
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  const money = (minor: number) => formatMoney(minor, o.currency);
  return (
    <Stack>
      <Anchor component={Link} href={`/admin/sites/${site.uid}/orders`} size="sm">
        ← Orders
      </Anchor>
      <PageHeader title={`Order ${orderNumber(o.uid)}`} />
      <Group gap="xs">
        <StatusBadge status={o.status} />
        <FlagBadges flags={o.flags} />
        <Text size="sm" c="dimmed">
          Placed {when(o.createdAt)}
          {o.paidAt ? ` · paid ${when(o.paidAt)}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Reference {o.uid}
        </Text>
      </Group>
      {o.flags.map((f) => (
        <Alert key={f} color="red" role="alert" title={`Flagged: ${flagText(f).label}`}>
          {flagText(f).explain}
        </Alert>
      ))}

      <Stack component="section" aria-labelledby="lines-heading" gap="xs">
        <Title order={2} size="h4" id="lines-heading">
          Items
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label="Order lines">
            <Table.Thead>
              <Table.Tr>
                {['Product', 'SKU', 'Quantity', 'Unit price', 'Line total'].map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.items.map((l) => (
                <Table.Tr key={l.variantId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {l.productTitle}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[l.title, l.interval ? intervalText(l.interval, l.intervalCount) : ''].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{l.sku ? <Code>{l.sku}</Code> : '—'}</Table.Td>
                  <Table.Td>{l.quantity}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(l.unitPrice)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(l.lineTotal)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} align="flex-end" aria-label="Totals">
          <Text size="sm">Subtotal: {money(o.subtotal)}</Text>
          {(o.discount > 0 || o.discountCode) && (
            <Text size="sm">
              Discount
              {o.discountCode ? (
                <>
                  {' '}
                  (<Code>{o.discountCode}</Code>)
                </>
              ) : (
                ''
              )}
              : −{money(o.discount)}
            </Text>
          )}
          <Text fw={700}>Total: {money(o.total)}</Text>
        </Stack>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h5" mb="xs">
            Customer
          </Title>
          {o.customerName && <Text size="sm">{o.customerName}</Text>}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {o.email}
          </Text>
          <Text size="xs" c="dimmed">
            {o.buyerUid ? 'Signed in with an account' : 'Guest checkout'}
          </Text>
          <Title order={3} size="h6" mt="sm">
            Address
          </Title>
          {o.address && Object.keys(o.address).length ? (
            <Stack gap={0}>
              {Object.entries(o.address).map(([k, v]) => (
                <Text key={k} size="sm">
                  <Text span c="dimmed" size="xs">
                    {k}:{' '}
                  </Text>
                  {v}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No address given
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            Paid with {o.provider}
            {o.tracking ? ` · tracking ${o.tracking}` : ''}
            {o.subscriptions.length ? ` · subscriptions ${o.subscriptions.join(', ')}` : ''}
          </Text>
        </Card>
        <Card withBorder>
          <StatusForm key={`${o.status}-${o.tracking ?? ''}-${o.history.length}`} order={o} />
        </Card>
      </SimpleGrid>

      <History order={o} />
    </Stack>
  );
}

function StatusForm({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState(order.tracking ?? '');
  const trackingChanged = tracking.trim() !== (order.tracking ?? '');
  const nothing = !status && !trackingChanged && !note.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nothing) return;
    const body: OrderUpdate = {};
    if (status) body.status = status as SettableStatus;
    if (trackingChanged) body.tracking = tracking.trim() || null;
    if (note.trim()) body.note = note.trim();
    update.mutate({ uid: order.uid, body }, { onSuccess: (o) => notifyDone(body.status ? `Order marked ${statusLabel(o.status)}` : 'Order saved') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change the order">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Change the order
        </Title>
        {update.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {errorText(update.error)}
          </Alert>
        )}
        <Select
          label="New status"
          placeholder="Keep the status"
          description={`Now ${statusLabel(order.status)}; “paid” is set by the payment provider only`}
          data={SETTABLE_ORDER_STATUSES.filter((s) => s !== order.status).map((s) => ({ value: s, label: statusLabel(s) }))}
          value={status}
          onChange={setStatus}
          clearable
          clearButtonProps={{ 'aria-label': 'Keep the status' }}
        />
        <TextInput label="Tracking number" value={tracking} onChange={(e) => setTracking(e.currentTarget.value)} />
        <Textarea label="Note" description="Kept in the history with the change" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={nothing}>
            Update order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ order }: { order: Order }) {
  const entries = [...order.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Stack component="section" aria-labelledby="history-heading" gap="xs">
      <Title order={2} size="h4" id="history-heading">
        History
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet.
        </Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
          {entries.map((h, i) => (
            <Timeline.Item key={`${h.at}-${i}`} title={statusLabel(h.status)}>
              <Text size="xs" c="dimmed">
                {when(h.at)} · {h.actorUid ? `by ${h.actorName || 'a member'}` : 'by the payment provider or the system'}
              </Text>
              {h.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {h.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
