'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInputs, OperationSpec } from '@/lib/api/define';
import { call } from './call';
import { adminKeys, keepsPreviousPage, pagedListKey } from './query-keys';
import { useAdminSite } from './site-context';

// The list envelope (docs/behaviours.md#B-list-pages).
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

// One page of a declared list operation (lib/<domain>/api.ts), its answer typed by the declaration. The
// previous page of the same list stays on screen while the next one loads (never another list's:
// keepPreviousData would show plugin A's runs under plugin B until B's arrive). The key holds the path
// and every parameter (pagedListKey). `enabled: false`: not fetched (a screen showing something else in
// its place, as search results).
export function useListOf<D extends OperationSpec>(resource: string, operation: D, inputs: CallInputs<D>, enabled = true) {
  const site = useAdminSite().uid;
  const key = pagedListKey(site, resource, operation.path, { ...inputs });
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key names the declaration by its path: the object itself (zod schemas) is no key part
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(operation, { ...inputs, site, signal }),
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
