import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

export type OutboxKind = 'webhook' | 'mail';
export type OutboxState = 'pending' | 'done' | 'dead';

// The durable outbox (lib/domains/messaging/outbox): work that must not be lost (webhook deliveries, mail) is written
// here in the same transaction as the change it belongs to, then delivered at least once by a worker.
// A pending row is due at `due_at`; claiming it moves `due_at` to the end of its lease, so a row whose
// deliverer died is simply due again when the lease ends.
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Null for the platform's own mail (a sign-in code asked on the platform host belongs to no site).
    siteUid: text('site_uid').references(() => sites.uid, { onDelete: 'cascade' }),
    kind: text('kind').$type<OutboxKind>().notNull(),
    // What happened (`lead.received`, `post.published`) or what to do (`notification`).
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // Stable across retries and redeliveries (the `webhook-id` of a webhook).
    messageId: text('message_id').notNull(),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    // Claims so far (a claim whose deliverer crashed counts too).
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'pending'`),
    index('outbox_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} <> 'pending'`),
    index('outbox_site_idx').on(t.siteUid),
  ],
);
