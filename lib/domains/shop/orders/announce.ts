import { emit } from '@/lib/domains/messaging/events';
import { logEvent } from '@/lib/domains/platform/site-logs';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { formatMinor } from '@/lib/liquid/filters/money';
import { enqueueWebhookEvent } from '@/lib/domains/messaging/webhooks/events';
import { orderNumber } from './schemas';
import { orderView, type OrderRow } from './view';

export type OrderEventType = 'order.created' | 'order.paid' | 'order.updated';

// In the change's transaction: the site's `order` webhook slot gets the event (durably, through the
// outbox); the caller kicks the outbox after the commit.
export function queueOrderWebhook(tx: DbOrTx, type: OrderEventType, row: OrderRow) {
  return enqueueWebhookEvent(tx, row.siteUid, type, { order: orderView(row) });
}

// After the commit: in-process listeners, and a site log row `order.<status>` (no address or email:
// personal data never goes to a site log).
export function announceOrder(type: OrderEventType, row: OrderRow): void {
  const order = { uid: row.uid, status: row.status, total: row.total, currency: row.currency, flags: row.flags };
  emit({ type, siteUid: row.siteUid, order });
  const flagged = row.flags.length ? ` (flags: ${row.flags.join(', ')})` : '';
  // Words for people: the order's number and its total as money (the data keeps uid and minor units).
  const message = `Order ${orderNumber(row.uid)} ${type.slice(6)}: ${row.status}, ${formatMinor(row.total, row.currency)}${flagged}`;
  void logEvent(row.siteUid, row.flags.length ? 'warn' : 'info', `order.${row.status}`, message, order);
}
