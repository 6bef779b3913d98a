'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { webhookDeliveries, webhookRedelivery, webhookRotation, webhookSlots, webhookTest } from '@/lib/domains/messaging/webhooks/api';
import { SLOT_NAMES, type DeliveryView, type SlotName, type SlotView } from '@/lib/domains/messaging/webhooks/schemas';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export const WEBHOOK_SLOTS = SLOT_NAMES;
export type WebhookSlot = z.infer<typeof SlotName>;
export type Webhook = z.infer<typeof SlotView>;
export type Delivery = z.infer<typeof DeliveryView>;

// Keys: adminKeys.resource(site, 'webhooks') holds the slots, their deliveries are lists under it.
export function useWebhooks() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'webhooks', 'slots', 'all'),
    queryFn: async ({ signal }) => (await call(webhookSlots.read, { site, signal })).item,
  });
}

export const useDeliveries = (slot: WebhookSlot, page: number) => useListOf('webhooks', webhookDeliveries.list, { params: { slot }, query: { page, page_size: 20 } });

export const useSaveWebhook = () =>
  useResourceMutation(
    'webhooks',
    async (site, { slot, url, enabled }: { slot: WebhookSlot; url: string | null; enabled: boolean }) => (await call(webhookSlots.configure, { site, body: { [slot]: { url, enabled } } })).item,
  );

export const useRotateSecret = () => useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await call(webhookRotation.rotate, { site, params: { slot }, body: {} })).item);

export const useTestWebhook = () => useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await call(webhookTest.send, { site, body: { slot } })).item);

export const useRedeliver = () =>
  useResourceMutation('webhooks', (site, { slot, id }: { slot: WebhookSlot; id: number }) => call(webhookRedelivery.redeliver, { site, params: { slot, id: String(id) } }));
