'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { adminKeys } from './query-keys';

export interface SiteSummary {
  uid: string;
  subdomain: string;
  name: string;
  host: string;
  role?: number;
}

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
