'use client';
import { api } from './api';
import type { Discount, DiscountInput } from './commerce-views';
import { usePage, useResourceMutation } from './crud';

export type { Discount, DiscountInput };

// Keys: adminKeys.list(site, 'discounts', {page}).
export const useDiscounts = (page: number) => usePage<Discount>('discounts', '/discounts', { page, page_size: 50 });

export const useSaveDiscount = () =>
  useResourceMutation('discounts', async (site, { id, body }: { id?: number; body: DiscountInput }) =>
    id === undefined ? (await api<{ item: Discount }>('/discounts', { site, method: 'POST', body })).item : (await api<{ item: Discount }>(`/discounts/${id}`, { site, method: 'PUT', body })).item,
  );

export const useDeleteDiscount = () => useResourceMutation('discounts', (site, id: number) => api(`/discounts/${id}`, { site, method: 'DELETE' }));
