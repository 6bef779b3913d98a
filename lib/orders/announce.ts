import { emit } from '@/lib/events';
import { logEvent } from '@/lib/logs';
import type { OrderRow } from './view';

export type OrderEventType = 'order.created' | 'order.paid' | 'order.updated';

// After the commit: in-process listeners, and a site log row `order.<status>` (no address or email:
// personal data never goes to a site log). Outbound webhooks have no order slot yet (adding one
// changes the admin's webhook screen).
export function announceOrder(type: OrderEventType, row: OrderRow): void {
  const order = { uid: row.uid, status: row.status, total: row.total, currency: row.currency, flags: row.flags };
  emit({ type, siteUid: row.siteUid, order });
  const flagged = row.flags.length ? ` (flags: ${row.flags.join(', ')})` : '';
  void logEvent(row.siteUid, row.flags.length ? 'warn' : 'info', `order.${row.status}`, `Order ${row.uid} ${type.slice(6)}: ${row.status}, ${row.total} ${row.currency}${flagged}`, order);
}
