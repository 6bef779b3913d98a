import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

// Activity and integration log of a site (render failures, fetch refusals, deliveries, plugins).
export const logs = pgTable(
  'logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logs_site_at_idx').on(t.siteUid, t.at),
    // Newest-first lists and the per-site row cap of the prune (lib/domains/platform/site-logs/retention.ts) walk this one.
    index('logs_site_id_idx').on(t.siteUid, t.id),
    // The age prune across all sites.
    index('logs_at_idx').on(t.at),
  ],
);
