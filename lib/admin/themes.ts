'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callLazily, urlOf } from './call';
import { downloadFile } from './download';
import { adminKeys } from './query-keys';

export function useThemes() {
  return useQuery({
    queryKey: adminKeys.themes(),
    queryFn: async () => (await callLazily(() => import('@/lib/domains/content/themes/api').then((m) => m.themesCollection.list), {})).items,
    staleTime: 5 * 60_000,
  });
}

// Whether a well-formed subdomain is still free (null until asked). A malformed one answers 422,
// whose text the form shows.
export function useSubdomainAvailable(subdomain: string) {
  return useQuery({
    queryKey: adminKeys.available(subdomain),
    queryFn: async () => (await callLazily(() => import('@/lib/domains/platform/sites/api').then((m) => m.sitesAvailable.check), { query: { subdomain } })).available,
    enabled: subdomain.length >= 3,
    retry: false,
    staleTime: 10_000,
  });
}

export function useApplyTheme(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (theme: string) => (await callLazily(() => import('@/lib/domains/content/themes/api').then((m) => m.themeApply.apply), { site, body: { theme } })).item,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') });
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'overview') });
    },
  });
}

// The site's theme folder as a zip download (GET /api/v1/themes/export).
export const downloadTheme = async (site: string) => {
  const { themeExport } = await import('@/lib/domains/content/themes/api');
  return downloadFile(urlOf(themeExport.download, {}), { site, accept: 'application/zip', fallbackName: 'theme.zip' });
};

// A file's bytes as base64, a chunk at a time (a spread of a whole file would overflow the call stack).
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useImportTheme(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, publish }: { file: Blob; publish: boolean }) =>
      (await callLazily(() => import('@/lib/domains/content/themes/api').then((m) => m.themeImport.import), { site, body: { archive: await base64Of(file), publish } })).item,
    onSuccess: () => {
      for (const resource of ['templates', 'bits', 'redirects', 'overview']) void client.invalidateQueries({ queryKey: adminKeys.resource(site, resource) });
    },
  });
}
