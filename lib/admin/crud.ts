'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from './api';
import { adminKeys, keepsPreviousPage, pagedListKey } from './query-keys';
import { useAdminSite } from './site-context';

// The list envelope of CONTRACT 5.
export interface Pagination {
  page: number;
  page_size: number;
  total_entries: number;
  more: boolean;
  next_page: number | null;
  // Lists that also page by cursor (posts): pass it as `cursor` for the next page.
  next_cursor?: string | null;
}
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export type ListParams = Record<string, string | number | undefined>;

// One page of a site's resource; the previous page of the same list stays on screen while the next one
// loads (never another list's: keepPreviousData would show plugin A's runs under plugin B until B's
// arrive). The key holds the path and every parameter (pagedListKey).
// `enabled: false`: not fetched (a screen showing something else in its place, as search results).
export function usePage<T>(resource: string, path: string, params: ListParams = {}, enabled = true) {
  const site = useAdminSite().uid;
  const key = pagedListKey(site, resource, path, params);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<Page<T>>(`${path}${query(params)}`, { site, signal }),
    enabled,
    placeholderData: (previous, previousQuery) => (keepsPreviousPage(previousQuery?.queryKey, key) ? previous : undefined),
  });
}

// A write to a site's resource: on success (with `refetchAfterFailure`, after a failure too) every
// cached list and item of the resource is refetched.
export function useResourceMutation<V, R>(resource: string, write: (site: string, vars: V) => Promise<R>, opts: { refetchAfterFailure?: boolean } = {}) {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: adminKeys.resource(site, resource) });
  return useMutation({
    mutationFn: (vars: V) => write(site, vars),
    onSuccess: refetch,
    ...(opts.refetchAfterFailure ? { onError: refetch } : {}),
  });
}
