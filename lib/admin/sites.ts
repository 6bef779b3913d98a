'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callLazily } from './call';
import { adminKeys } from './query-keys';

export interface SiteSummary {
  uid: string;
  subdomain: string;
  name: string;
  host: string;
  // Where a browser opens it (scheme, host and a port that is not the default), as the server is
  // configured: the admin's own address may differ (another port, a proxy).
  origin: string;
  role?: number;
}

// A site's address as the admin shows it in words: its origin without the scheme, port included.
export const siteAddress = (origin: string) => origin.replace(/^[a-z]+:\/\//, '');

export function useSites() {
  // `page` left out of the query (the first); `role` is answered beside the declared view.
  return useQuery({
    queryKey: adminKeys.sites(),
    queryFn: async (): Promise<SiteSummary[]> =>
      (await callLazily(() => import('@/lib/domains/platform/sites/api').then((m) => m.sitesCollection.list), { query: { page: undefined, page_size: 100 } })).items,
  });
}

export function useSite(uid: string) {
  return useQuery({
    queryKey: adminKeys.item(uid, 'site', uid),
    queryFn: async () => (await callLazily(() => import('@/lib/domains/platform/sites/api').then((m) => m.siteItem.read), { params: { uid } })).item,
  });
}

export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { subdomain: string; name: string; theme?: string }) =>
      (await callLazily(() => import('@/lib/domains/platform/sites/api').then((m) => m.sitesCollection.create), { body })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.sites() }),
  });
}
