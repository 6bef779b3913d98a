'use client';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export const WEBHOOK_SLOTS = ['lead', 'post'] as const;
export type WebhookSlot = (typeof WEBHOOK_SLOTS)[number];

export interface Webhook {
  url: string | null;
  enabled: boolean;
  secret: string;
  previousSecretExpiresAt: string | null;
  disabledReason: string | null;
  updatedAt: string | null;
}
export type Webhooks = Record<WebhookSlot, Webhook>;
export interface Delivery {
  id: number;
  messageId: string;
  type: string;
  attempt: number;
  status: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number | null;
  requestBody: string;
  responseBody: string | null;
  at: string;
  nextAttemptAt: string | null;
}
export interface TestSend {
  status: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
}

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
  useResourceMutation('webhooks', async (site, { slot, url, enabled }: { slot: WebhookSlot; url: string | null; enabled: boolean }) =>
    (await api<{ item: Webhooks }>('/webhooks', { site, method: 'PUT', body: { [slot]: { url, enabled } } })).item,
  );

export const useRotateSecret = () =>
  useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await api<{ item: Webhooks }>(`/webhooks/${slot}/rotate`, { site, method: 'POST', body: {} })).item);

export const useTestWebhook = () =>
  useResourceMutation('webhooks', async (site, slot: WebhookSlot) => (await api<{ item: TestSend }>('/webhooks/test', { site, method: 'POST', body: { slot } })).item);

export const useRedeliver = () =>
  useResourceMutation('webhooks', (site, { slot, id }: { slot: WebhookSlot; id: number }) => api(`/webhooks/${slot}/deliveries/${id}/redeliver`, { site, method: 'POST', body: {} }));
