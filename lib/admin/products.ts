'use client';
import { useQuery } from '@tanstack/react-query';
import { variantItem, variantsCollection } from '@/lib/domains/shop/catalogue/api';
import { postsCollection } from '@/lib/domains/content/posts/api';
import type { Variant, VariantInput } from './commerce-views';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type { Variant, VariantInput };
// An edit sends only what changed (a new variant is sent whole).
type VariantChanges = Partial<VariantInput>;

// A variant in words: its sku, or its title when it has none (skus are optional), or its number.
export const variantName = (v: Pick<Variant, 'id' | 'sku' | 'title'>) => v.sku || v.title || `#${v.id}`;

// Products are posts of type `product`: listed and created through the posts API, so a post edit
// refreshes them too. Keys: adminKeys.list(site, 'posts', {type: 'product', …}).
export const useProducts = (page: number, status?: number, enabled = true) => useListOf('posts', postsCollection.list, { query: { type: 'product', page, page_size: 25, status } }, enabled);

export const useCreateProduct = () =>
  useResourceMutation('posts', async (site, body: { title: string; status: number }) => (await call(postsCollection.create, { site, body: { ...body, type: 'product' } })).item);

// A product's variants by position. Key: adminKeys.item(site, 'variants', postUid).
export function useVariants(postUid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'variants', postUid),
    queryFn: async ({ signal }) => (await call(variantItem.ofProduct, { site, signal, params: { id: postUid } })).items,
  });
}

// A new variant is POSTed whole; an edit PATCHes only what changed (a sold variant refuses a changed
// price, currency or sku with a 422 whose text the form shows).
export const useSaveVariant = () =>
  useResourceMutation('variants', async (site, vars: { id?: undefined; body: VariantInput } | { id: number; body: VariantChanges }) =>
    vars.id === undefined ? (await call(variantsCollection.create, { site, body: vars.body })).item : (await call(variantItem.update, { site, params: { id: String(vars.id) }, body: vars.body })).item,
  );

export const useDeleteVariant = () => useResourceMutation('variants', (site, id: number) => call(variantItem.remove, { site, params: { id: String(id) } }));
