'use client';
import { subscriptionCancel, subscriptionsCollection } from '@/lib/domains/shop/subscriptions/api';
import type { Subscription } from './commerce-views';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { oneOf, SUBSCRIPTION_STATUSES } from './order-status';

export type { Subscription };

// Keys: adminKeys.list(site, 'subscriptions', {query, path}).
export const useSubscriptions = (page: number, status?: string) =>
  useListOf('subscriptions', subscriptionsCollection.list, { query: { page, page_size: 25, status: oneOf(SUBSCRIPTION_STATUSES, status) } });

// Cancelling keeps the paid period: the subscription ends at currentPeriodEnd.
export const useCancelSubscription = () => useResourceMutation('subscriptions', async (site, uid: string) => (await call(subscriptionCancel.cancel, { site, params: { uid } })).item);
