import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { outbox } from './outbox';
import { sites } from './sites';

export type WebhookSlotName = 'lead' | 'post' | 'order';

// A site's outbound webhook slots (docs/behaviours.md#B-webhook-slots). The secret signs deliveries; after a rotation the
// previous one signs too until `previous_secret_expires_at`, so receivers can switch without a gap.
export const webhookSlots = pgTable(
  'webhook_slots',
  {
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    slot: text('slot').$type<WebhookSlotName>().notNull(),
    url: text('url'),
    enabled: boolean('enabled').notNull().default(false),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    // Why the platform turned the slot off (a 410 Gone from the receiver); cleared when re-enabled.
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Null until a member first changes the slot (it is created with its secret on first read).
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.slot] })],
);

// One row per delivery attempt (and per test send), newest kept per slot (lib/domains/messaging/webhooks/deliveries.ts).
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    slot: text('slot').$type<WebhookSlotName>().notNull(),
    // The outbox row it came from (null for a test send, or once that row was pruned): redelivery
    // copies its event.
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    attempt: integer('attempt').notNull(),
    status: integer('status'),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    requestBody: text('request_body').notNull(),
    responseBody: text('response_body'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_slot_idx').on(t.siteUid, t.slot, t.id), index('webhook_deliveries_outbox_idx').on(t.outboxId)],
);
