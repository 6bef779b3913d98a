'use client';
import { Stack, Text } from '@mantine/core';
import { WEBHOOK_SLOTS, useWebhooks } from '@/lib/admin/webhooks';
import { PageHeader } from '../page-header';
import { ErrorState, Loading } from '../states';
import { SlotPanel } from './slot-panel';

export function WebhooksScreen() {
  const webhooks = useWebhooks();
  return (
    <Stack>
      <PageHeader title="Webhooks" />
      <Text size="sm" c="dimmed">
        Each event is sent to your URL signed by the Standard Webhooks scheme, and retried with backoff for about a day until your server answers 2xx. A 410 answer turns the webhook off.
      </Text>
      {webhooks.isPending ? (
        <Loading label="Loading webhooks…" />
      ) : webhooks.isError ? (
        <ErrorState error={webhooks.error} onRetry={() => webhooks.refetch()} />
      ) : (
        WEBHOOK_SLOTS.map((slot) => <SlotPanel key={slot} slot={slot} webhook={webhooks.data[slot]} />)
      )}
    </Stack>
  );
}
