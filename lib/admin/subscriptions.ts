'use client';
import { api } from './api';
import type { Subscription } from './commerce-views';
import { usePage, useResourceMutation } from './crud';

export type { Subscription };

// Keys: adminKeys.list(site, 'subscriptions', {page, status}).
export const useSubscriptions = (page: number, status?: string) => usePage<Subscription>('subscriptions', '/subscriptions', { page, page_size: 25, status });

// Cancelling keeps the paid period: the subscription ends at currentPeriodEnd.
export const useCancelSubscription = () =>
  useResourceMutation('subscriptions', async (site, uid: string) => (await api<{ item: Subscription }>(`/subscriptions/${encodeURIComponent(uid)}/cancel`, { site, method: 'POST', body: {} })).item);
