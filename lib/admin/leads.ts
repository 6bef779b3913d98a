'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { leadForms, leadItem, leadsCollection, leadsExport } from '@/lib/domains/messaging/leads/api';
import type { LeadView } from '@/lib/domains/messaging/leads/schemas';
import { call, urlOf } from './call';
import { downloadFile } from './download';
import { useListOf, type Page } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Lead = z.infer<typeof LeadView>;
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export interface LeadFilters {
  form?: string;
  status?: string;
}

// Keys: adminKeys.list(site, 'leads', {query, path}); forms: adminKeys.sub(site, 'leads', 'forms', 'counts').
export const useLeads = (page: number, filters: LeadFilters) => useListOf('leads', leadsCollection.list, { query: { page, page_size: 25, ...filters } });

// The forms that have leads, with counts, for the filter.
export function useLeadForms() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'leads', 'forms', 'counts'),
    queryFn: async ({ signal }) => (await call(leadForms.list, { site, signal })).items,
  });
}

// A status change shows at once in every cached list (safe: it is one field, and a refusal puts the old
// value back); the lists are refetched afterwards either way.
export function useSetLeadStatus() {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  const lists = adminKeys.resource(site, 'leads');
  return useMutation({
    mutationFn: async ({ uid, status }: { uid: string; status: string }) => (await call(leadItem.replace, { site, params: { uid }, body: { status } })).item,
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
    mutationFn: (uid: string) => call(leadItem.remove, { site, params: { uid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'leads') }),
  });
}

// The CSV of the filtered inbox, as a download (lib/admin/download.ts).
export function downloadLeadsCsv(site: string, filters: LeadFilters): Promise<string> {
  return downloadFile(urlOf(leadsExport.csv, { query: { form: filters.form, status: filters.status } }), {
    site,
    accept: 'text/csv',
    fallbackName: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
  });
}
