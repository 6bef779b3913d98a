'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateFileBody, FileView, UpdateFileBody } from '@/lib/domains/content/files/schemas';
import { fileItem, filesCollection } from '@/lib/domains/content/files/api';
import { siteLimits } from '@/lib/domains/platform/sites/api';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type FileRecord = z.infer<typeof FileView>;
export type FileInput = z.input<typeof CreateFileBody>;
export type FileChange = z.input<typeof UpdateFileBody>;

// Keys: adminKeys.list(site, 'files', {query, path}).
export const useFiles = (page: number, pageSize = 50) => useListOf('files', filesCollection.list, { query: { page, page_size: pageSize } });

export const useCreateFile = () => useResourceMutation('files', (site, body: FileInput) => call(filesCollection.create, { site, body }));

// Publishing and unpublishing are updates with `published` (role 2+).
export const useUpdateFile = () => useResourceMutation('files', async (site, { uid, body }: { uid: string; body: FileChange }) => (await call(fileItem.replace, { site, params: { uid }, body })).item);

export const useDeleteFile = () => useResourceMutation('files', (site, uid: string) => call(fileItem.remove, { site, params: { uid } }));

// The storage quota and its use (answered to role 3+), under the files' key so that every upload and
// delete of a file refreshes it.
export function useStorageUse() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: [...adminKeys.resource(site, 'files'), 'storage'],
    queryFn: async ({ signal }) => (await call(siteLimits.read, { site, signal })).storage ?? null,
  });
}
