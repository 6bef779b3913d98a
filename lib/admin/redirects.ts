'use client';
import type { z } from 'zod';
import type { CreateRedirectBody, RedirectView } from '@/lib/redirects/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';

export type Redirect = z.infer<typeof RedirectView>;
export type RedirectInput = z.input<typeof CreateRedirectBody>;

// Keys: adminKeys.list(site, 'redirects', {page}).
export const useRedirects = (page: number) => usePage<Redirect>('redirects', '/redirects', { page, page_size: 50 });

export const useSaveRedirect = () =>
  useResourceMutation('redirects', (site, { id, body }: { id?: number; body: RedirectInput }) =>
    id === undefined ? api('/redirects', { site, method: 'POST', body }) : api(`/redirects/${id}`, { site, method: 'PUT', body }),
  );

export const useDeleteRedirect = () => useResourceMutation('redirects', (site, id: number) => api(`/redirects/${id}`, { site, method: 'DELETE' }));
