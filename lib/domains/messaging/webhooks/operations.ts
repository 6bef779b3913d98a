import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { outbox, webhookDeliveries, type WebhookSlotName } from '@/db/schema';
import { invalid, notFound } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import { urlRefusal } from '@/lib/shared/net/public-url';
import { enqueue, kickOutbox, newMessageId } from '@/lib/domains/messaging/outbox';
import { listPage, offsetOf } from '@/lib/shared/pagination';
import { SLOT_NAMES, type DeliveryQuery, type PutWebhooksBody, type RotateSecretBody, type SlotInput } from './schemas';
import { postSigned, recordDelivery } from './send';
import { ensureSlot, newSecret, signingSecrets, slotView, updateSlot, type SlotRow } from './slots';

// Both slots, each created with its secret on first read.
export async function readWebhooks(siteUid: string) {
  const db = await getDb();
  const [lead, post, order] = await Promise.all(SLOT_NAMES.map((slot) => ensureSlot(db, siteUid, slot)));
  return { lead: slotView(lead!), post: slotView(post!), order: slotView(order!) };
}

// The row's new values from a PUT of one slot; a URL with no place to go (private address, no DNS
// answer) is refused here, and again at every send.
async function slotChanges(name: WebhookSlotName, current: SlotRow, input: SlotInput): Promise<Partial<SlotRow>> {
  const url = input.url === undefined ? current.url : input.url;
  if (input.url) {
    const refusal = await urlRefusal(input.url);
    if (refusal) throw invalid(`${name}.url: ${refusal}`);
  }
  const enabled = input.enabled ?? (url ? current.enabled : false);
  if (enabled && !url) throw invalid(`${name}.enabled: a slot needs a url to be enabled`);
  return {
    url,
    enabled,
    // The member decided: the platform's reason for turning it off no longer stands.
    disabledReason: input.enabled === undefined ? current.disabledReason : null,
    updatedAt: new Date(),
  };
}

export async function putWebhooks(siteUid: string, body: z.output<typeof PutWebhooksBody>) {
  const db = await getDb();
  const current = await Promise.all(SLOT_NAMES.map((slot) => ensureSlot(db, siteUid, slot)));
  const changes = await Promise.all(SLOT_NAMES.map((slot, i) => (body[slot] ? slotChanges(slot, current[i]!, body[slot]) : Promise.resolve(null))));
  await db.transaction(async (tx) => {
    for (const [i, slot] of SLOT_NAMES.entries()) if (changes[i]) await updateSlot(tx, siteUid, slot, changes[i]);
  });
  return readWebhooks(siteUid);
}

// A new secret; the previous one keeps signing beside it for `graceHours` (0: dropped at once).
export async function rotateSecret(siteUid: string, slot: WebhookSlotName, body: z.output<typeof RotateSecretBody>) {
  const db = await getDb();
  const current = await ensureSlot(db, siteUid, slot);
  const grace = body.graceHours > 0;
  await updateSlot(db, siteUid, slot, {
    secret: newSecret(),
    previousSecret: grace ? current.secret : null,
    previousSecretExpiresAt: grace ? new Date(Date.now() + body.graceHours * 3_600_000) : null,
    updatedAt: new Date(),
  });
  return readWebhooks(siteUid);
}

// Sends a signed test event now (not through the outbox) and answers what the receiver said. The
// slot need not be enabled, so a receiver can be checked before events flow.
export async function testWebhook(siteUid: string, slot: WebhookSlotName) {
  const db = await getDb();
  const row = await ensureSlot(db, siteUid, slot);
  if (!row.url) throw invalid(`slot: the ${slot} webhook has no url; set one with PUT /api/v1/webhooks first`);
  const messageId = newMessageId();
  const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { slot, test: true, id: newUid() } });
  const attempt = await postSigned(row.url, signingSecrets(row), messageId, body);
  await recordDelivery({ siteUid, slot, outboxId: null, messageId, type: 'webhook.test', attempt: 1, requestBody: body }, attempt);
  return { status: attempt.status, ok: attempt.ok, durationMs: attempt.durationMs, error: attempt.error };
}

const deliveryView = (r: typeof webhookDeliveries.$inferSelect & { nextAttemptAt: Date | null }) => ({
  id: r.id,
  messageId: r.messageId,
  type: r.type,
  attempt: r.attempt,
  status: r.status,
  ok: r.ok,
  error: r.error,
  durationMs: r.durationMs,
  requestBody: r.requestBody,
  responseBody: r.responseBody,
  at: r.at.toISOString(),
  nextAttemptAt: r.nextAttemptAt ? new Date(r.nextAttemptAt).toISOString() : null,
});

// Newest first. A failed attempt whose event waits for its next try shows when that is.
export async function listDeliveries(siteUid: string, slot: WebhookSlotName, q: z.output<typeof DeliveryQuery>) {
  const db = await getDb();
  const where = inSite(webhookDeliveries, siteUid, eq(webhookDeliveries.slot, slot));
  const next = sql<Date | null>`case when ${outbox.state} = 'pending' and ${outbox.attempts} = ${webhookDeliveries.attempt} and not ${webhookDeliveries.ok} then ${outbox.dueAt} end`;
  return listPage(
    q,
    db
      .select({ d: webhookDeliveries, nextAttemptAt: next })
      .from(webhookDeliveries)
      .leftJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
    (r) => deliveryView({ ...r.d, nextAttemptAt: r.nextAttemptAt }),
  );
}

// Queues the delivery's event again, with its message id and its body: the receiver can tell it is
// the same event.
export async function redeliver(siteUid: string, slot: WebhookSlotName, deliveryId: number) {
  const db = await getDb();
  const [found] = await db
    .select({ outboxId: webhookDeliveries.outboxId, type: webhookDeliveries.type, event: outbox })
    .from(webhookDeliveries)
    .leftJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
    .where(and(inSite(webhookDeliveries, siteUid, eq(webhookDeliveries.slot, slot)), eq(webhookDeliveries.id, deliveryId)))
    .limit(1);
  if (!found) throw notFound('Delivery');
  if (found.type === 'webhook.test') throw invalid('A test send is not redelivered: send another test');
  if (!found.event) throw invalid('This event is no longer kept (delivered events are kept a few days): it cannot be redelivered');
  const row = await ensureSlot(db, siteUid, slot);
  if (!row.url || !row.enabled) throw invalid(`The ${slot} webhook is turned off or has no url: enable it first`);
  const { kind, topic, payload, messageId } = found.event;
  await enqueue(db, { siteUid, kind, topic, payload, messageId });
  kickOutbox();
  return { queued: true as const };
}
