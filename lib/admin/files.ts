'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateFileBody, FileView, UpdateFileBody } from '@/lib/files/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';
import { adminKeys } from './query-keys';
import type { SiteLimitsAnswer } from './settings';
import { useAdminSite } from './site-context';

export type FileRecord = z.infer<typeof FileView>;
export type FileInput = z.input<typeof CreateFileBody>;
export type FileChange = z.input<typeof UpdateFileBody>;

// Keys: adminKeys.list(site, 'files', {page, page_size}).
export const useFiles = (page: number, pageSize = 50) => usePage<FileRecord>('files', '/files', { page, page_size: pageSize });

export const useCreateFile = () => useResourceMutation('files', (site, body: FileInput) => api('/files', { site, method: 'POST', body }));

// Publishing and unpublishing are updates with `published` (role 2+).
export const useUpdateFile = () =>
  useResourceMutation(
    'files',
    async (site, { uid, body }: { uid: string; body: FileChange }) => (await api<{ item: FileRecord }>(`/files/${encodeURIComponent(uid)}`, { site, method: 'PUT', body })).item,
  );

export const useDeleteFile = () => useResourceMutation('files', (site, uid: string) => api(`/files/${encodeURIComponent(uid)}`, { site, method: 'DELETE' }));

// The storage quota and its use (answered to role 3+), under the files' key so that every upload and
// delete of a file refreshes it.
export function useStorageUse() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: [...adminKeys.resource(site, 'files'), 'storage'],
    queryFn: async ({ signal }) => (await api<SiteLimitsAnswer>('/sites/limits', { site, signal })).storage ?? null,
  });
}
