'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
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
  return useQuery({ queryKey: adminKeys.sites(), queryFn: async () => (await api<{ items: SiteSummary[] }>('/sites?page_size=100')).items });
}

export function useSite(uid: string) {
  return useQuery({ queryKey: adminKeys.item(uid, 'site', uid), queryFn: async () => (await api<{ item: SiteSummary & Record<string, unknown> }>(`/sites/${encodeURIComponent(uid)}`)).item });
}

export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { subdomain: string; name: string; theme?: string }) => (await api<{ item: SiteSummary }>('/sites', { method: 'POST', body })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.sites() }),
  });
}
