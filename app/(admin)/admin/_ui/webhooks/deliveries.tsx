'use client';
import { Badge, Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDeliveries, useRedeliver, type Delivery, type WebhookSlot } from '@/lib/admin/webhooks';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

// Every attempt, newest first; any of them can be sent again (with its original webhook-id).
export function Deliveries({ slot, label }: { slot: WebhookSlot; label: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(slot, page);
  const redeliver = useRedeliver();
  const [open, setOpen] = useState<Delivery | null>(null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Deliveries
      </Title>
      <ListTable
        query={deliveries}
        loading="Loading deliveries…"
        empty=<EmptyState title="Nothing sent yet" />
        minWidth={620}
        rowKey={(d) => d.id}
        columns={[
          { label: 'When', cell: (d) => <Text size="sm">{new Date(d.at).toLocaleString()}</Text> },
          { label: 'Event', cell: (d) => <Text size="sm">{d.type}</Text> },
          { label: 'Attempt', cell: (d) => d.attempt },
          {
            label: 'Answer',
            cell: (d) => (
              <Badge color={d.ok ? 'green' : 'red'} variant="light">
                {d.status ?? 'no answer'}
              </Badge>
            ),
            note: (d) => d.nextAttemptAt && `retry ${new Date(d.nextAttemptAt).toLocaleTimeString()}`,
          },
          {
            label: 'Actions',
            actions: true,
            cell: (d) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setOpen(d)} aria-label={`Details of ${label.toLowerCase()} delivery ${d.id}`}>
                  Details
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Redeliver ${label.toLowerCase()} delivery ${d.id}`}
                  loading={redeliver.isPending && redeliver.variables?.id === d.id}
                  onClick={() => redeliver.mutate({ slot, id: d.id }, { onSuccess: () => notifyDone('Queued for delivery'), onError: (err) => notifyFailed(err, 'Not queued') })}
                >
                  Redeliver
                </Button>
              </Group>
            ),
          },
        ]}
        noun="deliveries"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} opened={!!open} onClose={() => setOpen(null)} title={open ? `Delivery ${open.id}: ${open.type}` : ''} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm">
              webhook-id <Code>{open.messageId}</Code>, attempt {open.attempt}
              {open.durationMs !== null ? `, ${open.durationMs} ms` : ''}
            </Text>
            {open.error && (
              <Text size="sm" c="red.8">
                {open.error}
              </Text>
            )}
            <Text size="sm" fw={500}>
              Sent
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {open.requestBody}
            </Code>
            <Text size="sm" fw={500}>
              Answer {open.status ?? ''}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {open.responseBody ?? '(none)'}
            </Code>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
