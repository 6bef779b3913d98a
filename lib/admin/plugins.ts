'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePluginBody, PluginRunView, PluginView, RunOutcomeView } from '@/lib/plugins/schemas';
import { api } from './api';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Plugin = z.infer<typeof PluginView>;
type PluginInput = z.input<typeof CreatePluginBody>;
export type PluginRun = z.infer<typeof PluginRunView>;
export type PluginTrial = z.infer<typeof RunOutcomeView>;

const path = (uid: string) => `/plugins/${encodeURIComponent(uid)}`;

// Keys: adminKeys.list(site, 'plugins', {page}); one plugin: adminKeys.item(site, 'plugins', uid); its runs: adminKeys.sub(…, 'runs').
export const usePlugins = (page: number) => usePage<Plugin>('plugins', '/plugins', { page, page_size: 50 });

export function usePlugin(uid: string | null) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'plugins', uid ?? ''),
    queryFn: async ({ signal }) => (await api<{ item: Plugin }>(path(uid!), { site, signal })).item,
    enabled: !!uid,
  });
}

export const usePluginRuns = (uid: string, page: number) => usePage<PluginRun>('plugins', `${path(uid)}/logs`, { page, page_size: 20 });

// The declarations of what plugin code can call, for the editor; they change only with a deploy.
export function usePluginTypings() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'plugins', 'api', 'typings'),
    queryFn: async ({ signal }) => (await api<{ item: { typings: string } }>('/plugins/typings', { site, signal })).item.typings,
    staleTime: Infinity,
  });
}

export const useSavePlugin = () =>
  useResourceMutation(
    'plugins',
    async (site, { uid, body }: { uid?: string; body: Partial<PluginInput> }) =>
      (await (uid ? api<{ item: Plugin }>(path(uid), { site, method: 'PATCH', body }) : api<{ item: Plugin }>('/plugins', { site, method: 'POST', body }))).item,
  );

export const useDeletePlugin = () => useResourceMutation('plugins', (site, uid: string) => api(path(uid), { site, method: 'DELETE' }));

// A run with sample input is logged like any other, so the plugin's run list is refetched after it.
export function useTryPlugin(uid: string) {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ hook, event }: { hook: string; event: Record<string, unknown> }) =>
      (await api<{ item: PluginTrial }>(`${path(uid)}/run`, { site, method: 'POST', body: { hook, event } })).item,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'plugins') }),
  });
}
