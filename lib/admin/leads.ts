'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LeadView } from '@/lib/leads/schemas';
import { api, ApiError, query } from './api';
import { usePage, type Page } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Lead = z.infer<typeof LeadView>;
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export interface LeadFilters {
  form?: string;
  status?: string;
}

// Keys: adminKeys.list(site, 'leads', {page, form, status}); forms: adminKeys.sub(site, 'leads', 'forms', 'counts').
export const useLeads = (page: number, filters: LeadFilters) => usePage<Lead>('leads', '/leads', { page, page_size: 25, ...filters });

// The forms that have leads, with counts, for the filter.
export function useLeadForms() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'leads', 'forms', 'counts'),
    queryFn: async ({ signal }) => (await api<{ items: { form: string; count: number }[] }>('/leads/forms', { site, signal })).items,
  });
}

// A status change shows at once in every cached list (safe: it is one field, and a refusal puts the old
// value back); the lists are refetched afterwards either way.
export function useSetLeadStatus() {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  const lists = adminKeys.resource(site, 'leads');
  return useMutation({
    mutationFn: async ({ uid, status }: { uid: string; status: string }) => (await api<{ item: Lead }>(`/leads/${encodeURIComponent(uid)}`, { site, method: 'PUT', body: { status } })).item,
    onMutate: async ({ uid, status }) => {
      await client.cancelQueries({ queryKey: lists });
      const before = client.getQueriesData<Page<Lead>>({ queryKey: lists });
      client.setQueriesData<Page<Lead>>({ queryKey: lists }, (page) => (page && Array.isArray(page.items) ? { ...page, items: page.items.map((l) => (l.uid === uid ? { ...l, status } : l)) } : page));
      return { before };
    },
    onError: (_err, _vars, context) => context?.before.forEach(([key, data]) => client.setQueryData(key, data)),
    onSettled: () => client.invalidateQueries({ queryKey: lists }),
  });
}

export function useDeleteLead() {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api(`/leads/${encodeURIComponent(uid)}`, { site, method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'leads') }),
  });
}

// The CSV of the filtered inbox. It needs the X-Site header, so it is fetched here and handed to the
// browser as a blob download rather than linked.
export async function downloadLeadsCsv(site: string, filters: LeadFilters): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/leads/export${query({ form: filters.form, status: filters.status })}`, {
      headers: { 'x-site': site, accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached: check your connection and try again', {});
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { data?: { text?: unknown } } | null;
    const said = typeof envelope?.data?.text === 'string' ? envelope.data.text : `The server answered ${res.status}`;
    throw new ApiError(res.status, said, {});
  }
  const blob = await res.blob();
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const filename = named ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
