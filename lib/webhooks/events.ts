import type { WebhookSlotName } from '@/db/schema';
import { enqueue, type DbOrTx } from '@/lib/outbox';

// The events the webhook slots deliver, and which slot each goes to.
export type WebhookEventType = 'lead.received' | 'post.created' | 'post.updated' | 'post.published' | 'post.deleted' | 'order.created' | 'order.paid' | 'order.updated';

const slotOf = (type: WebhookEventType): WebhookSlotName => type.slice(0, type.indexOf('.')) as WebhookSlotName;

// What the outbox row of a webhook event holds: the delivered body is built from it, identical on
// every attempt and redelivery ({type, timestamp, data}).
interface WebhookPayload {
  slot: WebhookSlotName;
  timestamp: string;
  data: Record<string, unknown>;
}

// Queues the event in the caller's transaction (the change and its event commit together); the
// caller kicks the outbox after the commit. A slot with no URL or turned off simply drops it then.
export function enqueueWebhookEvent(tx: DbOrTx, siteUid: string, type: WebhookEventType, data: Record<string, unknown>) {
  const payload: WebhookPayload = { slot: slotOf(type), timestamp: new Date().toISOString(), data };
  return enqueue(tx, { siteUid, kind: 'webhook', topic: type, payload: { ...payload } });
}
