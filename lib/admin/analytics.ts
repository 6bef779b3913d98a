'use client';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export interface Analytics {
  from: string;
  to: string;
  scope: 'site' | 'own-posts';
  views: { day: string; views: number }[];
  leads: { day: string; leads: number }[];
  topPaths: { path: string; views: number }[];
  topPosts: { uid: string; title: string; views: number }[];
  referrers: { host: string; views: number }[];
}

// Key: adminKeys.sub(site, 'analytics', 'days', String(days)).
export function useAnalytics(days: number) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'analytics', 'days', String(days)),
    queryFn: async ({ signal }) => (await api<{ item: Analytics }>(`/analytics?days=${days}`, { site, signal })).item,
  });
}
