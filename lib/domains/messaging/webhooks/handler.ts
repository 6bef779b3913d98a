import { z } from 'zod';
import type { OutboxItem, OutboxResult } from '@/lib/domains/messaging/outbox/types';
import { SlotName } from './schemas';
import { postSigned, recordDelivery } from './send';
import { disableSlot, findSlot, signingSecrets } from './slots';

const Payload = z.object({ slot: SlotName, timestamp: z.string(), data: z.record(z.string(), z.unknown()) });

// The body every attempt of an event sends: the same bytes each time (the outbox row holds them).
const eventBody = (type: string, payload: z.output<typeof Payload>) => JSON.stringify({ type, timestamp: payload.timestamp, data: payload.data });

// Delivers one webhook event from the outbox to its slot. A slot with no URL, or turned off, takes
// nothing: the event is done. A 410 Gone turns the slot off and ends the event; any other failure
// is retried by the outbox (same webhook-id).
export async function deliverWebhook(item: OutboxItem): Promise<OutboxResult> {
  const parsed = Payload.safeParse(item.payload);
  if (!parsed.success || !item.siteUid) return { ok: false, retry: false, error: 'malformed webhook event' };
  const payload = parsed.data;
  const siteUid = item.siteUid;
  const slot = await findSlot(siteUid, payload.slot);
  if (!slot?.url || !slot.enabled) return { ok: true };
  const body = eventBody(item.topic, payload);
  const attempt = await postSigned(slot.url, signingSecrets(slot), item.messageId, body);
  await recordDelivery({ siteUid, slot: payload.slot, outboxId: item.id, messageId: item.messageId, type: item.topic, attempt: item.attempts, requestBody: body }, attempt);
  if (attempt.ok) return { ok: true };
  if (attempt.gone) {
    await disableSlot(siteUid, payload.slot, `The receiver answered 410 Gone at ${new Date().toISOString()}; enable the slot again to resume`);
    return { ok: false, retry: false, error: attempt.error ?? 'HTTP 410' };
  }
  return { ok: false, retry: true, error: attempt.error ?? 'failed' };
}
