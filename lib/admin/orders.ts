'use client';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { Order, OrderDetail, OrderUpdate } from './commerce-views';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type { Order, OrderDetail, OrderUpdate };
export interface OrderFilters {
  // 'true': sales (paid orders), 'false': checkouts never paid; unset: both.
  paid?: string;
  status?: string;
  q?: string;
  flag?: string;
}

// Keys: adminKeys.list(site, 'orders', {page, …filters}) and adminKeys.item(site, 'orders', uid).
export const useOrders = (page: number, filters: OrderFilters) => usePage<Order>('orders', '/orders', { page, page_size: 25, ...filters });

export function useOrder(uid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'orders', uid),
    queryFn: async ({ signal }) => (await api<{ item: OrderDetail }>(`/orders/${encodeURIComponent(uid)}`, { site, signal })).item,
  });
}

// Status, tracking and a note for the history; the server records the change and who made it.
export const useUpdateOrder = () =>
  useResourceMutation(
    'orders',
    async (site, { uid, body }: { uid: string; body: OrderUpdate }) => (await api<{ item: Order }>(`/orders/${encodeURIComponent(uid)}`, { site, method: 'PATCH', body })).item,
  );
