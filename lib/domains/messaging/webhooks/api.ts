import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf } from '@/lib/api/envelope';
import { DeliveryQuery, DeliveryView, PutWebhooksBody, RedeliverView, RotateSecretBody, SlotName, SlotView, TestResultView, TestWebhookBody, WebhooksView } from './schemas';

// The webhooks API: integration management by a marketer with a bearer token or the admin session
// (docs/behaviours.md#B-management-bearer). A path naming no slot answers `Webhook slot not found`:
// those handlers check their path themselves (lib/domains/messaging/webhooks/params.ts), hence `rawParams`.
const Slot = SlotView.meta({ id: 'WebhookSlot' });
const Webhooks = WebhooksView.extend({ lead: Slot, post: Slot }).meta({ id: 'Webhooks' });
const Delivery = DeliveryView.meta({ id: 'WebhookDelivery' });
const slotParam = z.object({ slot: SlotName.describe('the webhook slot') });
const deliveryParams = slotParam.extend({ id: z.string().regex(/^\d+$/).describe('delivery id') });

const DELIVERY =
  'Events are POSTed as JSON {type, timestamp, data} with the Standard Webhooks headers webhook-id (the same on every retry and redelivery), webhook-timestamp (seconds) and webhook-signature (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the slot secret\'s base64 part; during a rotation\'s grace period a second, space-separated entry signed with the previous secret). Types: `lead.received` (lead slot; data.lead), `post.created`, `post.updated`, `post.published` (a post turned published, beside its created or updated), `post.deleted` (post slot; data.post). A 2xx answer within 15 s is success; a 3xx is a failure (not followed); 410 Gone turns the slot off (disabledReason); anything else is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h.';

const tag = 'Webhooks';
const path = '/api/v1/webhooks';
const slot = `${path}/{slot}`;
const manage = { tag, access: 'marketer', credential: 'bearer' } as const;

export const webhookSlots = {
  read: defineOperation({
    ...manage,
    method: 'GET',
    path,
    ok: { status: 200, schema: itemOf(Webhooks) },
    summary: 'Read the lead and post webhook slots',
    description: `A slot's secret is made on its first read. ${DELIVERY}`,
  }),
  configure: defineOperation({
    ...manage,
    method: 'PUT',
    path,
    body: PutWebhooksBody,
    ok: { status: 200, schema: itemOf(Webhooks) },
    summary: 'Configure the webhook slots',
    description:
      'Only the slots and fields sent change. A url must be http(s) and resolve to public addresses (checked now and at every send); an enabled slot needs a url. Answers both slots as GET does.',
  }),
};

export const webhookTest = {
  send: defineOperation({
    ...manage,
    method: 'POST',
    path: `${path}/test`,
    body: TestWebhookBody,
    ok: { status: 200, schema: itemOf(TestResultView) },
    summary: 'Send a signed test event now',
    description: 'Sends `{type: "webhook.test", …}` to the slot\'s url (enabled or not) and answers what the receiver said; recorded in the slot\'s deliveries. A slot with no url: 422.',
  }),
};

// The body is read after the path's check: a slot that does not exist answers 404 whatever it sends.
export const webhookRotation = {
  rotate: defineOperation({
    ...manage,
    method: 'POST',
    path: `${slot}/rotate`,
    params: slotParam,
    rawParams: true,
    body: RotateSecretBody,
    rawBody: true,
    ok: { status: 200, schema: itemOf(Webhooks) },
    summary: "Rotate a slot's secret",
    description: 'A new secret signs from now on; the previous one signs beside it until previousSecretExpiresAt (graceHours, default 24, 0..168). Answers both slots as GET does.',
  }),
};

export const webhookDeliveries = {
  list: defineOperation({
    ...manage,
    method: 'GET',
    path: `${slot}/deliveries`,
    params: slotParam,
    rawParams: true,
    query: DeliveryQuery,
    ok: { status: 200, schema: listOf(Delivery) },
    summary: "A slot's delivery log",
    description: 'One row per attempt and per test send, newest first; the newest 500 per slot are kept.',
  }),
};

export const webhookRedelivery = {
  redeliver: defineOperation({
    ...manage,
    method: 'POST',
    path: `${slot}/deliveries/{id}/redeliver`,
    params: deliveryParams,
    rawParams: true,
    ok: { status: 200, schema: itemOf(RedeliverView) },
    errors: { 422: 'a test send, an event no longer kept, or a slot turned off or without url' },
    summary: "Queue a delivery's event again",
    description: 'The event goes out again with its webhook-id and body. A test send, an event no longer kept (older than a few days), or a slot turned off or without url: 422.',
  }),
};

export const webhooksApi = [webhookSlots, webhookTest, webhookRotation, webhookDeliveries, webhookRedelivery];
