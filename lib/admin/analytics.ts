'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { analyticsRoute } from '@/lib/domains/platform/analytics/api';
import type { AnalyticsView } from '@/lib/domains/platform/analytics/schemas';
import { call } from './call';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Analytics = z.infer<typeof AnalyticsView>;

// Key: adminKeys.sub(site, 'analytics', 'days', String(days)).
export function useAnalytics(days: number) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.sub(site, 'analytics', 'days', String(days)),
    queryFn: async ({ signal }) => (await call(analyticsRoute.read, { site, signal, query: { days } })).item,
  });
}
