import { eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@/db/rows';
import { inSite } from '@/db/scope';
import { outbox, webhookSlots, type WebhookSlotName } from '@/db/schema';
import { newMessageId, type DbOrTx } from '@/lib/domains/messaging/outbox';

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
// caller kicks the outbox after the commit. Only for a slot that delivers now (a URL, turned on),
// decided in the same statement: a site without webhooks (most sites) writes no row, so the outbox
// worker has nothing to claim for it (a claim and the slot's check cost six round trips per event).
// A slot turned on gets the events from then on; one turned off meanwhile drops them at delivery.
// Answers whether it queued the event: the caller kicks the outbox only then (a kick is a claim).
export async function enqueueWebhookEvent(tx: DbOrTx, siteUid: string, type: WebhookEventType, data: Record<string, unknown>): Promise<boolean> {
  return rowsOf(await tx.execute(webhookEventInsert(siteUid, type, data))).length > 0;
}

// The statement that queues the event. `after`: the name of a CTE of the caller's statement; the
// event is written only when that CTE produced a row (lib/domains/messaging/leads/store.ts: the lead was inserted). It
// returns a row when it queued the event.
export function webhookEventInsert(siteUid: string, type: WebhookEventType, data: Record<string, unknown>, after?: string): SQL {
  const slot = slotOf(type);
  const payload: WebhookPayload = { slot, timestamp: new Date().toISOString(), data };
  const delivering = sql`select 1 from ${webhookSlots} where ${inSite(webhookSlots, siteUid, eq(webhookSlots.slot, slot), eq(webhookSlots.enabled, true), isNotNull(webhookSlots.url))}`;
  const from = after ? sql` from ${sql.identifier(after)}` : sql``;
  return sql`insert into ${outbox} (site_uid, kind, topic, payload, message_id) select ${siteUid}, 'webhook', ${type}, ${JSON.stringify(payload)}::jsonb, ${newMessageId()}${from} where exists (${delivering}) returning 1`;
}
