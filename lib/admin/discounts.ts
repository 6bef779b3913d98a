'use client';
import { discountItem, discountsCollection } from '@/lib/domains/shop/discounts/api';
import type { Discount, DiscountInput } from './commerce-views';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';

export type { Discount, DiscountInput };

// Keys: adminKeys.list(site, 'discounts', {query, path}).
export const useDiscounts = (page: number) => useListOf('discounts', discountsCollection.list, { query: { page, page_size: 50 } });

export const useSaveDiscount = () =>
  useResourceMutation('discounts', async (site, { id, body }: { id?: number; body: DiscountInput }) =>
    id === undefined ? (await call(discountsCollection.create, { site, body })).item : (await call(discountItem.replace, { site, params: { id: String(id) }, body })).item,
  );

export const useDeleteDiscount = () => useResourceMutation('discounts', (site, id: number) => call(discountItem.remove, { site, params: { id: String(id) } }));
