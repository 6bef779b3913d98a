'use client';
import { useQuery } from '@tanstack/react-query';
import type { PostView } from '@/lib/posts/schemas';
import { api } from './api';
import type { Variant, VariantInput } from './commerce-views';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type { Variant, VariantInput };

// A variant in words: its sku, or its title when it has none (skus are optional), or its number.
export const variantName = (v: Pick<Variant, 'id' | 'sku' | 'title'>) => v.sku || v.title || `#${v.id}`;

// Products are posts of type `product`: listed and created through the posts API, so a post edit
// refreshes them too. Keys: adminKeys.list(site, 'posts', {type: 'product', …}).
export const useProducts = (page: number, status?: number, enabled = true) => usePage<PostView>('posts', '/posts', { type: 'product', page, page_size: 25, status }, enabled);

export const useCreateProduct = () =>
  useResourceMutation('posts', async (site, body: { title: string; status: number }) => (await api<{ item: PostView }>('/posts', { site, method: 'POST', body: { ...body, type: 'product' } })).item);

// A product's variants by position. Key: adminKeys.item(site, 'variants', postUid).
export function useVariants(postUid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'variants', postUid),
    queryFn: async ({ signal }) => (await api<{ items: Variant[] }>(`/variants/${encodeURIComponent(postUid)}`, { site, signal })).items,
  });
}

// A new variant is POSTed whole; an edit PATCHes only what changed (a sold variant refuses a changed
// price, currency or sku with a 422 whose text the form shows).
export const useSaveVariant = () =>
  useResourceMutation('variants', async (site, { id, body }: { id?: number; body: Partial<VariantInput> }) =>
    id === undefined ? (await api<{ item: Variant }>('/variants', { site, method: 'POST', body })).item : (await api<{ item: Variant }>(`/variants/${id}`, { site, method: 'PATCH', body })).item,
  );

export const useDeleteVariant = () => useResourceMutation('variants', (site, id: number) => api(`/variants/${id}`, { site, method: 'DELETE' }));
