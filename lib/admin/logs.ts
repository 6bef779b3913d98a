'use client';
import type { z } from 'zod';
import { siteLog } from '@/lib/domains/platform/site-logs/api';
import type { LogQuery, LogView } from '@/lib/domains/platform/site-logs/schemas';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import { useListOf } from './crud';
import { formatMoney } from './money';

export type LogEntry = z.infer<typeof LogView>;
export type LogFilters = Pick<z.input<typeof LogQuery>, 'kind' | 'level'>;
// What the activity log can be narrowed to: kinds are dotted, and the filter matches a prefix.
export const LOG_KINDS = [
  { value: 'activity', label: 'Changes by people' },
  { value: 'plugin', label: 'Plugin runs' },
  { value: 'webhook', label: 'Webhook deliveries' },
  { value: 'render', label: 'Render errors and notices' },
  { value: 'notification', label: 'Notifications' },
] as const;

// Keys: adminKeys.list(site, 'logs', {query: {page, kind, level}, path}).
export const useLogs = (page: number, filters: LogFilters) => useListOf('logs', siteLog.list, { query: { page, page_size: 50, ...filters } });

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  verify: 'verified',
  rotate: 'rotated',
  redeliver: 'redelivered',
  run: 'ran',
  cancel: 'cancelled',
  accept: 'accepted',
};
const NOUNS: Record<string, string> = {
  posts: 'post',
  templates: 'template',
  plugins: 'plugin',
  bits: 'bit',
  files: 'file',
  orders: 'order',
  users: 'member',
  variants: 'variant',
  discounts: 'discount',
  redirects: 'redirect',
  comments: 'comment',
  leads: 'lead',
  webhooks: 'webhook',
  sites: 'site settings',
  notifications: 'notification',
  subscriptions: 'subscription',
  invitations: 'invitation',
};

// A log row in words: who did what to which record (names from the API, never uids), an order's
// number and total as money; other rows keep their own message.
export function logWords(entry: Pick<LogEntry, 'kind' | 'message' | 'data' | 'actorName' | 'targetName'>): string {
  const d = entry.data;
  const activity = /^activity\.([a-z-]+)\.([a-z-]+)$/.exec(entry.kind);
  if (activity) {
    const [, resource = '', action = ''] = activity;
    const noun = NOUNS[resource] ?? resource;
    const what = entry.targetName ? `${noun} “${entry.targetName}”` : noun;
    return `${entry.actorName ?? 'Someone'} ${VERBS[action] ?? action} ${what}`;
  }
  if (entry.kind.startsWith('order.') && typeof d.uid === 'string' && typeof d.total === 'number' && typeof d.currency === 'string') {
    const flags = Array.isArray(d.flags) && d.flags.length ? ` (flags: ${d.flags.join(', ')})` : '';
    return `Order ${orderNumber(d.uid)} ${String(d.status ?? entry.kind.slice(6))}: ${formatMoney(d.total, d.currency)}${flags}`;
  }
  return entry.message;
}
