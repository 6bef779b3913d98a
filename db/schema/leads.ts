import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

// Form submissions. They carry personal data: reads are gated (submitter or role 3+).
export const leads = pgTable(
  'leads',
  {
    uid: text('uid').primaryKey(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    form: text('form').notNull().default('default'),
    status: text('status').notNull().default('new'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    submitterUid: text('submitter_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('leads_site_created_idx').on(t.siteUid, t.createdAt)],
);
