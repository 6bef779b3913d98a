'use client';
import type { z } from 'zod';
import type { CreateFileBody, FileView } from '@/lib/files/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';

export type FileRecord = z.infer<typeof FileView>;
export type FileInput = z.input<typeof CreateFileBody>;

// Keys: adminKeys.list(site, 'files', {page, page_size}).
export const useFiles = (page: number, pageSize = 50) => usePage<FileRecord>('files', '/files', { page, page_size: pageSize });

export const useCreateFile = () => useResourceMutation('files', (site, body: FileInput) => api('/files', { site, method: 'POST', body }));

export const useDeleteFile = () => useResourceMutation('files', (site, uid: string) => api(`/files/${encodeURIComponent(uid)}`, { site, method: 'DELETE' }));
