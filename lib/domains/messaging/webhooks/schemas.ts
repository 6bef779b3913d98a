import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

export const SLOT_NAMES = ['lead', 'post', 'order'] as const;
export const SlotName = z.enum(SLOT_NAMES);

// http(s) only here; where it may point (no private address) is checked at save and at every send.
const WebhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u), 'an http:// or https:// URL');

export const SlotInput = z.strictObject({
  url: WebhookUrl.nullable().optional().describe('where events are POSTed; null clears it (and turns the slot off)'),
  enabled: z.boolean().optional().describe('deliver events to the URL; needs a URL. Setting it clears disabledReason'),
});
export type SlotInput = z.output<typeof SlotInput>;

export const PutWebhooksBody = z.strictObject({ lead: SlotInput.optional(), post: SlotInput.optional(), order: SlotInput.optional() });

export const TestWebhookBody = z.strictObject({ slot: SlotName });

export const RotateSecretBody = z.strictObject({
  graceHours: z.number().int().min(0).max(168).default(24).describe('hours the previous secret keeps signing beside the new one (0: at once replaced)'),
});

export const SlotView = z.object({
  url: z.string().nullable(),
  enabled: z.boolean(),
  secret: z.string().describe('whsec_ followed by the base64 key: verify the webhook-signature with it (Standard Webhooks)'),
  previousSecretExpiresAt: z.string().nullable().describe('while set, deliveries carry a signature with the previous secret too'),
  disabledReason: z.string().nullable().describe('why the platform turned the slot off (the receiver answered 410 Gone)'),
  updatedAt: z.string().nullable(),
});
export type SlotView = z.output<typeof SlotView>;

export const WebhooksView = z.object({ lead: SlotView, post: SlotView, order: SlotView });

export const TestResultView = z.object({
  status: z.number().int().nullable().describe("the receiver's HTTP status (null: no answer)"),
  ok: z.boolean(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

export const DeliveryQuery = PageQuery;

export const DeliveryView = z.object({
  id: z.number().int(),
  messageId: z.string().describe('the webhook-id header: the same on every attempt and redelivery of an event'),
  type: z.string(),
  attempt: z.number().int(),
  status: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  requestBody: z.string().describe('the body sent (cut at 4 KB)'),
  responseBody: z.string().nullable().describe("the receiver's answer (cut at 1 KB)"),
  at: z.string(),
  nextAttemptAt: z.string().nullable().describe('when this failed event is tried again; null when it is not'),
});

export const RedeliverView = z.object({ queued: z.literal(true) });
