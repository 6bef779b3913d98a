'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppliedThemeView, ThemeView } from '@/lib/themes/schemas';
import { api, query } from './api';
import { adminKeys } from './query-keys';

export function useThemes() {
  return useQuery({ queryKey: adminKeys.themes(), queryFn: async () => (await api<{ items: ThemeView[] }>('/themes')).items, staleTime: 5 * 60_000 });
}

// Whether a well-formed subdomain is still free (null until asked). A malformed one answers 422,
// whose text the form shows.
export function useSubdomainAvailable(subdomain: string) {
  return useQuery({
    queryKey: adminKeys.available(subdomain),
    queryFn: async () => (await api<{ available: boolean }>(`/sites/available${query({ subdomain })}`)).available,
    enabled: subdomain.length >= 3,
    retry: false,
    staleTime: 10_000,
  });
}

export function useApplyTheme(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (theme: string) => (await api<{ item: AppliedThemeView }>('/themes/apply', { site, method: 'POST', body: { theme } })).item,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') });
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'overview') });
    },
  });
}
