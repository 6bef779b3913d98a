'use client';
import { useQuery } from '@tanstack/react-query';
import { orderItem, ordersCollection } from '@/lib/domains/shop/orders/api';
import { call } from './call';
import type { OrderDetail, OrderUpdate } from './commerce-views';
import { useListOf, useResourceMutation } from './crud';
import { ORDER_FLAGS, ORDER_STATUSES, oneOf } from './order-status';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type { OrderDetail, OrderUpdate };
export interface OrderFilters {
  // 'true': sales (paid orders), 'false': checkouts never paid; unset: both.
  paid?: string;
  status?: string;
  q?: string;
  flag?: string;
}

const PAID = ['true', 'false'] as const;

// Keys: adminKeys.list(site, 'orders', {query, path}) and adminKeys.item(site, 'orders', uid). A filter
// the list does not know is left out, as the server would.
export const useOrders = (page: number, { paid, status, flag, q }: OrderFilters) =>
  useListOf('orders', ordersCollection.list, {
    query: { page, page_size: 25, paid: oneOf(PAID, paid), status: oneOf(ORDER_STATUSES, status), flag: oneOf(ORDER_FLAGS, flag), q },
  });

export function useOrder(uid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'orders', uid),
    queryFn: async ({ signal }) => (await call(orderItem.read, { site, signal, params: { uid } })).item,
  });
}

// Status, tracking and a note for the history; the server records the change and who made it.
export const useUpdateOrder = () =>
  useResourceMutation('orders', async (site, { uid, body }: { uid: string; body: OrderUpdate }) => (await call(orderItem.update, { site, params: { uid }, body })).item);
