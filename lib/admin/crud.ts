'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from './api';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

// The list envelope of CONTRACT 5.
export interface Pagination {
  page: number;
  page_size: number;
  total_entries: number;
  more: boolean;
  next_page: number | null;
}
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export type ListParams = Record<string, string | number | undefined>;

// One page of a site's resource; the previous page stays on screen while the next one loads.
export function usePage<T>(resource: string, path: string, params: ListParams = {}) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.list(site, resource, params),
    queryFn: ({ signal }) => api<Page<T>>(`${path}${query(params)}`, { site, signal }),
    placeholderData: keepPreviousData,
  });
}

// A write to a site's resource: on success every cached list and item of the resource is refetched.
export function useResourceMutation<V, R>(resource: string, write: (site: string, vars: V) => Promise<R>) {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(site, vars),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, resource) }),
  });
}
