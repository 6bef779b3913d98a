'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SLOT_NAMES, type DeliveryView, type SlotName, type SlotView, type TestResultView, type WebhooksView } from '@/lib/webhooks/schemas';
import { api } from './api';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export const WEBHOOK_SLOTS = SLOT_NAMES;
export type WebhookSlot = z.infer<typeof SlotName>;
export type Webhook = z.infer<typeof SlotView>;
export type Webhooks = z.infer<typeof WebhooksView>;
export type Delivery = z.infer<typeof DeliveryView>;
export type TestSend = z.infer<typeof TestResultView>;

// Keys: adminKeys.resource(site, 'webhooks') holds the slots, their deliveries are lists under it.
export function useWebhooks() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'webhooks', 'slots', 'all'),
    queryFn: async ({ signal }) => (await api<{ item: Webhooks }>('/webhooks', { site, signal })).item,
  });
}

export const useDeliveries = (slot: WebhookSlot, page: number) => usePage<Delivery>('webhooks', `/webhooks/${slot}/deliveries`, { page, page_size: 20 });

export const useSaveWebhook = () =>
  useResourceMutation(
    'webhooks',
    async (site, { slot, url, enabled }: { slot: WebhookSlot; url: string | null; enabled: boolean }) =>
      (await api<{ item: Webhooks }>('/webhooks', { site, method: 'PUT', body: { [slot]: { url, enabled } } })).item,
  );

export const useRotateSecret = () =>
  useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await api<{ item: Webhooks }>(`/webhooks/${slot}/rotate`, { site, method: 'POST', body: {} })).item);

export const useTestWebhook = () =>
  useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await api<{ item: TestSend }>('/webhooks/test', { site, method: 'POST', body: { slot } })).item);

export const useRedeliver = () =>
  useResourceMutation('webhooks', (site, { slot, id }: { slot: WebhookSlot; id: number }) => api(`/webhooks/${slot}/deliveries/${id}/redeliver`, { site, method: 'POST', body: {} }));
