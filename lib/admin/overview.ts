'use client';
import { useQuery } from '@tanstack/react-query';
import type { OverviewView } from '@/lib/sites/overview-schemas';
import { api } from './api';
import { adminKeys } from './query-keys';

export function useOverview(site: string) {
  return useQuery({ queryKey: adminKeys.resource(site, 'overview'), queryFn: async () => (await api<{ item: OverviewView }>('/sites/overview', { site })).item });
}
