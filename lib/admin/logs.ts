'use client';
import type { z } from 'zod';
import type { LogView } from '@/lib/logs/schemas';
import { usePage } from './crud';

export type LogEntry = z.infer<typeof LogView>;
export interface LogFilters {
  kind?: string;
  level?: string;
}
// What the activity log can be narrowed to: kinds are dotted, and the filter matches a prefix.
export const LOG_KINDS = [
  { value: 'activity', label: 'Changes by people' },
  { value: 'plugin', label: 'Plugin runs' },
  { value: 'webhook', label: 'Webhook deliveries' },
  { value: 'render', label: 'Render errors and notices' },
  { value: 'notification', label: 'Notifications' },
] as const;

// Keys: adminKeys.list(site, 'logs', {page, kind, level}).
export const useLogs = (page: number, filters: LogFilters) => usePage<LogEntry>('logs', '/logs', { page, page_size: 50, ...filters });
