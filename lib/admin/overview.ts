'use client';
import { useQuery } from '@tanstack/react-query';
import { siteOverview } from '@/lib/domains/platform/sites/api';
import { call } from './call';
import { adminKeys } from './query-keys';

export function useOverview(site: string) {
  return useQuery({ queryKey: adminKeys.resource(site, 'overview'), queryFn: async () => (await call(siteOverview.read, { site })).item });
}
