'use client';
import type { z } from 'zod';
import type { BitView } from '@/lib/bits/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';

export type Bit = z.infer<typeof BitView>;

// Keys: adminKeys.list(site, 'bits', {page}).
export const useBits = (page: number) => usePage<Bit>('bits', '/bits', { page, page_size: 50 });

export const useSaveBit = () =>
  useResourceMutation('bits', (site, { uid, name, value }: { uid?: string; name: string; value: unknown }) =>
    uid ? api(`/bits/${encodeURIComponent(uid)}`, { site, method: 'PUT', body: { name, value } }) : api('/bits', { site, method: 'POST', body: { name, value } }),
  );

export const useDeleteBit = () => useResourceMutation('bits', (site, uid: string) => api(`/bits/${encodeURIComponent(uid)}`, { site, method: 'DELETE' }));
