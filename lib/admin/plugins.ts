'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pluginItem, pluginRun, pluginRuns, pluginsCollection, pluginTypings } from '@/lib/domains/messaging/plugins/api';
import type { CreatePluginBody, PluginView, RunPluginBody } from '@/lib/domains/messaging/plugins/schemas';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Plugin = z.infer<typeof PluginView>;
type PluginInput = z.input<typeof CreatePluginBody>;

// Keys: adminKeys.list(site, 'plugins', {query, path}); one plugin: adminKeys.item(site, 'plugins', uid); its runs: a list with its params.
export const usePlugins = (page: number) => useListOf('plugins', pluginsCollection.list, { query: { page, page_size: 50 } });

export function usePlugin(uid: string | null) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'plugins', uid ?? ''),
    queryFn: async ({ signal }) => (await call(pluginItem.read, { site, signal, params: { uid: uid ?? '' } })).item,
    enabled: !!uid,
  });
}

export const usePluginRuns = (uid: string, page: number) => useListOf('plugins', pluginRuns.list, { params: { uid }, query: { page, page_size: 20 } });

// The declarations of what plugin code can call, for the editor; they change only with a deploy.
export function usePluginTypings() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'plugins', 'api', 'typings'),
    queryFn: async ({ signal }) => (await call(pluginTypings.read, { site, signal })).item.typings,
    staleTime: Infinity,
  });
}

export const useSavePlugin = () =>
  useResourceMutation(
    'plugins',
    async (site, { uid, body }: { uid?: string; body: PluginInput }) => (await (uid ? call(pluginItem.update, { site, params: { uid }, body }) : call(pluginsCollection.create, { site, body }))).item,
  );

export const useDeletePlugin = () => useResourceMutation('plugins', (site, uid: string) => call(pluginItem.remove, { site, params: { uid } }));

// A run with sample input is logged like any other, so the plugin's run list is refetched after it.
export function useTryPlugin(uid: string) {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof RunPluginBody>) => (await call(pluginRun.run, { site, params: { uid }, body })).item,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'plugins') }),
  });
}
